import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, spyOn, waitFor, within } from "storybook/test";
import { answerContactWith } from "#catalogue/mock-network.ts";
import { statesStory } from "#catalogue/states.tsx";
import { ContactForm } from "./ContactForm";

/**
 * The contact page's form, "Kirjuta meile": name, e-mail and message, all required, and "Saada". It
 * posts to `/` as the form host expects, with or without JavaScript. While the host has not answered,
 * the button is disabled (muted, a waiting cursor), so a message is sent once; any answer brings the
 * thank-you panel, a failed request only a console message and the form with the text kept. No props.
 * Hover turns the button leaf.
 */
const meta = { title: "ContactForm", component: ContactForm } satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const MESSAGE = "Kas äpp toetab ka ujumistreeninguid?";

/** Fills in every field and presses "Saada", as a visitor does. */
async function sendMessage({ canvas, userEvent }: Pick<StoryContext, "canvas" | "userEvent">) {
  await userEvent.type(canvas.getByLabelText("Nimi"), "Kadri Tamm");
  await userEvent.type(canvas.getByLabelText("E-post"), "kadri@example.ee");
  await userEvent.type(canvas.getByLabelText("Sõnum"), MESSAGE);
  await userEvent.click(canvas.getByRole("button", { name: "Saada" }));
}

export const Empty: Story = { name: "empty" };

/** The host has not answered yet: the button waits, so the message is sent once. */
export const Sending: Story = {
  name: "sending",
  loaders: [answerContactWith("contact-pending")],
  play: async (context) => {
    await sendMessage(context);
    await expect(context.canvas.getByRole("button", { name: "Saada" })).toBeDisabled();
  },
};

/**
 * The request never completed: the visitor sees the form again with the message kept and the focus
 * back on "Saada" (its ring shows: the play function's click is a script's), only the console says why.
 */
export const NetworkFailure: Story = {
  name: "network failure",
  tags: ["failed-request"],
  loaders: [answerContactWith("contact-network-error")],
  play: async (context) => {
    // The failure is only logged; the spy checks the log and keeps it out of the browser's console.
    const consoleError = spyOn(console, "error").mockImplementation(() => {});
    await sendMessage(context);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith("Form submission error", expect.anything()));
    await expect(context.canvas.getByRole("button", { name: "Saada" })).toBeEnabled();
    await expect(context.canvas.getByRole("button", { name: "Saada" })).toHaveFocus();
    await expect(context.canvas.getByLabelText("Sõnum")).toHaveValue(MESSAGE);
  },
};

/** The form once per state of its button; the last one is sending, so its button is disabled. */
export const States: Story = {
  ...statesStory({
    control: 'button[type="submit"]',
    states: ["rest", "hover", "focus-visible", "active", "disabled"],
    layout: "columns",
    copy: () => <ContactForm />,
  }),
  loaders: [answerContactWith("contact-pending")],
  play: async ({ canvas }) => {
    // The disabled copy is the last one.
    const [sending] = canvas.getAllByRole("form").slice(-1);
    // Sent as the form's own submit event: the empty fields would stop a click at the browser's checks.
    fireEvent.submit(sending);
    await waitFor(() => expect(within(sending).getByRole("button", { name: "Saada" })).toBeDisabled());
  },
};
