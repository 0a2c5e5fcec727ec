import type { Meta, StoryObj } from "@storybook/react-vite";
import { statesStory } from "#catalogue/states.tsx";
import { FormField } from "./FormField";

/**
 * A field of the contact form: a visible label above an input, or a textarea with `multiline`. `label`
 * is the label's text; every other prop goes to the control (`name`, `type`, `required`, `rows`, …).
 * Focus turns the border leaf and shows the ring. The site gives a field no invalid look of its own:
 * a wrong or missing value is told by the browser's own message when the form is sent.
 */
const meta = {
  title: "FormField",
  component: FormField,
  args: { label: "E-post", name: "email", type: "email", required: true },
} satisfies Meta<typeof FormField>;

export default meta;

const VALUES: Record<string, string> = { filled: "kadri@example.ee", invalid: "kadri@" };

/** The e-mail field empty, focused, filled in and with an address the browser refuses. */
export const States: StoryObj<typeof meta> = statesStory({
  control: "input",
  states: ["rest", "focus-visible", "filled", "invalid"],
  copy: (state) => (
    <div className="w-72">
      <FormField {...meta.args} defaultValue={VALUES[state]} />
    </div>
  ),
});
