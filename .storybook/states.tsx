import { type ReactNode, useLayoutEffect, useRef } from "react";

/** The states a control can be in, and what a field can hold, as a visitor meets them. */
export type State = "rest" | "hover" | "focus-visible" | "active" | "disabled" | "filled" | "invalid";

/** What every control of the site has: at rest, under the pointer, focused from the keyboard, and pressed. */
export const POINTER_STATES: readonly State[] = ["rest", "hover", "focus-visible", "active"];

/** The id every states story ends with (its export is `States`); the story specs check its focus rings. */
export const isStatesStory = (id: string) => id.endsWith("--states");

/**
 * Copies of a component repeat its landmarks under the same name, which axe's best practice
 * `landmark-unique` flags on a page. A states story is no page: the rule is off for its copies (here
 * for addon-a11y, in the story specs for their own axe run); every other story and page keeps it.
 */
export const RULES_OFF_FOR_COPIES = ["landmark-unique"];

/**
 * The story globals with which storybook-addon-pseudo-states forces these states on the elements the
 * selectors name. The addon turns the stylesheets' :hover, :focus-visible, :focus and :active rules
 * into classes, so the pictures and axe see the colours a visitor sees. A press is a hover too (the
 * pointer is on the control), and focus from the keyboard is :focus as well as :focus-visible.
 * Set as globals rather than parameters: the addon then has no globals of its own to update, which
 * would render the story a second time while it finishes.
 */
export function forcedStates({ hover = [], focusVisible = [], active = [] }: Record<string, string[]>) {
  return { pseudo: { hover: [...hover, ...active], focus: focusVisible, focusVisible, active } };
}

/**
 * Forced states show at once, without the controls' colour transitions. While Playwright takes a
 * picture taller than the phone's screen it lets the page hover (tried: `(hover: hover)` turns true,
 * then false again), so a transition would start in the middle of such a picture; without one, it
 * shows the hover state whole, every time. (Those mobile pictures therefore show hover colours, which
 * a phone never does; axe's mobile run sees the page as a phone does.)
 */
export const WITHOUT_TRANSITIONS = "[&_*]:transition-none";

/** Attributes that name another element by its id. */
const ID_REFERENCES = ["aria-labelledby", "aria-describedby", "aria-controls", "for"];

/**
 * Gives the ids in one copy a suffix of its own, and the references to them within the copy too. The
 * site's components use fixed ids (one of each per page, and no bytes spent on more); copies side by
 * side would otherwise share them, and a label would name the first copy's heading.
 */
function ownIds(copy: HTMLElement, suffix: string) {
  const renamed = new Map<string, string>();
  for (const element of copy.querySelectorAll<HTMLElement>("[id]")) {
    renamed.set(element.id, `${element.id}-${suffix}`);
    element.id = `${element.id}-${suffix}`;
  }
  for (const name of ID_REFERENCES) {
    for (const element of copy.querySelectorAll(`[${name}]`)) {
      const ids = (element.getAttribute(name) ?? "").split(" ");
      element.setAttribute(name, ids.map((id) => renamed.get(id) ?? id).join(" "));
    }
  }
}

/** Copies side by side, each under the name of its state: a row of small parts, or two columns of larger ones. */
export function StatesGrid<S extends string>({
  states,
  layout = "row",
  copy,
}: {
  states: readonly S[];
  layout?: "row" | "columns";
  copy: (state: S) => ReactNode;
}) {
  const grid = useRef<HTMLDivElement>(null);
  // Before the first paint, so that axe and the pictures never see two elements with one id.
  useLayoutEffect(() => {
    const copies = [...(grid.current?.querySelectorAll<HTMLElement>(":scope > [data-state]") ?? [])];
    for (const copy of copies.slice(1)) ownIds(copy, copy.dataset.state ?? "");
  }, []);
  return (
    // The padding leaves room for the focus rings, which are drawn outside their controls.
    <div
      ref={grid}
      className={`p-2 ${WITHOUT_TRANSITIONS} ${layout === "row" ? "flex flex-wrap items-start gap-x-8 gap-y-6" : "grid gap-10 lg:grid-cols-2"}`}
    >
      {states.map((state) => (
        <div key={state} data-state={state}>
          {/* The state's name as CSS and the design files call it. */}
          <p lang="en" className="mb-3 text-sm font-semibold text-muted">
            {state}
          </p>
          {copy(state)}
        </div>
      ))}
    </div>
  );
}

interface StatesOptions {
  /** One copy of the component in the given state. */
  copy: (state: State) => ReactNode;
  /** The element(s) of each copy that take the state, as a CSS selector within the copy. */
  control: string;
  states?: readonly State[];
  layout?: "row" | "columns";
}

/**
 * A states story (`export const States = statesStory(…)`): one copy of the component per state, side
 * by side, with the state forced on the copy's control. Hover rules only apply where the screen can
 * hover (`@media (hover: hover)`): axe checks the hover colours in the desktop run; on mobile a hovered
 * copy looks as it rests, except in pictures taller than the screen (see WITHOUT_TRANSITIONS).
 */
export function statesStory({ copy, control, states = POINTER_STATES, layout }: StatesOptions) {
  const inState = (...names: State[]) =>
    names.filter((name) => states.includes(name)).map((name) => `[data-state="${name}"] ${control}`);
  return {
    parameters: { a11y: { config: { rules: RULES_OFF_FOR_COPIES.map((id) => ({ id, enabled: false })) } } },
    globals: forcedStates({
      hover: inState("hover"),
      focusVisible: inState("focus-visible"),
      active: inState("active"),
    }),
    render: () => <StatesGrid states={states} layout={layout} copy={copy} />,
  };
}
