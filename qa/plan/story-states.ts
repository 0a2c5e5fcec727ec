import type { Page } from "@playwright/test";

/** A control a story shows focused from the keyboard, and how well its focus ring stands out. */
export interface FocusRing {
  control: string;
  /** The ring as drawn (outline, or a ring made of box-shadow), or "none". */
  ring: string;
  /** Contrast of the ring's colour with what is behind it: 0 for no ring. */
  contrast: number;
}

/** A control a story shows disabled, beside the same control at rest. */
export interface DisabledLook {
  control: string;
  /** Whether it looks any different from its copy at rest. */
  differsFromRest: boolean;
}

/** A control's text and icons (drawn in its text colour) against its background, in the state it is shown in. */
export interface ControlContrast {
  control: string;
  contrast: number;
}

/**
 * What the states of a story look like in the browser, read from the computed styles once the forced
 * states (storybook-addon-pseudo-states, .storybook/states.tsx) have taken effect: every visible
 * control with the contrast of its colour (axe checks text, not icons, and leaves disabled controls
 * out), every control forced to :focus-visible with its ring, and every control of the "disabled" copy
 * with its look. One function, as the page runs it: everything it needs is inside.
 */
export function readStates(page: Page): Promise<{
  controls: ControlContrast[];
  rings: FocusRing[];
  disabled: DisabledLook[];
}> {
  return page.evaluate(() => {
    // Any CSS colour (Tailwind writes `bg-paper/95` as oklab) as sRGB red, green, blue and alpha: drawn, then read.
    const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    const rgba = (css: string) => {
      if (!pixel) throw new Error("no 2D canvas to read colours with");
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = css;
      pixel.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = pixel.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(rgba(a)), luminance(rgba(b))].sort((x, y) => y - x);
      return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
    };
    const opaque = (css: string) => rgba(css)[3] > 0;
    /** The colour of the first box behind the element that paints a background. */
    const backdrop = (element: Element | null): string => {
      for (let box = element; box; box = box.parentElement) {
        const { backgroundColor } = getComputedStyle(box);
        if (opaque(backgroundColor)) return backgroundColor;
      }
      return "rgb(255, 255, 255)";
    };
    const name = (element: Element) =>
      `${element.closest("[data-state]")?.getAttribute("data-state") ?? "story"}: ${element.tagName.toLowerCase()} "${
        element.getAttribute("aria-label") ??
        ((element as HTMLInputElement).labels?.[0] ?? element).textContent?.trim() ??
        ""
      }"`;
    const root = document.querySelector("#storybook-root") ?? document.body;

    const controls = [...root.querySelectorAll("a, button, input, textarea")]
      .filter((control) => control.checkVisibility())
      .map((control) => ({
        control: name(control),
        contrast: contrast(getComputedStyle(control).color, backdrop(control)),
      }));

    const rings = [...root.querySelectorAll(".pseudo-focus-visible")]
      .filter((control) => control.checkVisibility())
      .map((control) => {
        const style = getComputedStyle(control);
        const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
        const shadow = style.boxShadow !== "none" ? (style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? "") : "";
        const colour = outline ? style.outlineColor : shadow;
        // Both are drawn outside the control's border, over what is behind the control.
        const behind = backdrop(control.parentElement);
        return {
          control: name(control),
          ring: outline ? `${style.outlineWidth} ${style.outlineStyle} ${colour}` : shadow || "none",
          contrast: colour && opaque(colour) ? contrast(colour, behind) : 0,
        };
      });

    const controlsOf = (state: string) => [
      ...root.querySelectorAll(`[data-state="${state}"] :is(a, button, input, textarea)`),
    ];
    const look = (control: Element | undefined) => {
      if (!control) return "";
      const { color, backgroundColor, opacity, cursor, borderColor } = getComputedStyle(control);
      return [color, backgroundColor, opacity, cursor, borderColor].join(" ");
    };
    // The same control of the copy at rest is the one in the same place.
    const atRest = controlsOf("rest");
    const disabled = controlsOf("disabled")
      .map((control, index) => ({ control, rest: atRest[index] }))
      .filter(({ control }) => control.matches(":disabled"))
      .map(({ control, rest }) => ({ control: name(control), differsFromRest: look(control) !== look(rest) }));
    return { controls, rings, disabled };
  });
}
