import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { CONTACT_ENDPOINT, receivedSubmissions, scenarios } from "#mocks/handlers.ts";
import { server } from "#mocks/node.ts";
import { ContactForm } from "./ContactForm";

const visitor = {
  name: "Õie Šõmer-Ülemaa",
  email: "oie@example.ee",
  message: "Tere! Kas äpp töötab ka nutikellaga?\nŽürii ootab vastust, õ ä ö ü š ž.",
};

async function fillAndSend(user = userEvent.setup()) {
  await user.type(screen.getByLabelText("Nimi"), visitor.name);
  await user.type(screen.getByLabelText("E-post"), visitor.email);
  await user.type(screen.getByLabelText("Sõnum"), visitor.message);
  await user.click(screen.getByRole("button", { name: "Saada" }));
  return user;
}

/**
 * The next send fails (the browser's "Failed to fetch", the console error silenced) only once the returned
 * function is called: after the form has shown that it is sending, as a real dropped connection does.
 */
function failWhenDropped(): () => void {
  let dropConnection = () => {};
  const dropped = new Promise<void>((resolve) => {
    dropConnection = resolve;
  });
  server.use(
    http.post(CONTACT_ENDPOINT, async () => {
      await dropped;
      return HttpResponse.error();
    }),
  );
  vi.spyOn(console, "error").mockImplementation(() => {});
  return dropConnection;
}

describe("contact form", () => {
  it("has the labelled, required fields the spec names @contact-page @contact-required @contact-email-type @contact-textarea-rows", () => {
    render(<ContactForm />);
    expect(screen.getByRole("heading", { name: "Kirjuta meile" })).toBeInTheDocument();
    const name = screen.getByLabelText("Nimi");
    const email = screen.getByLabelText("E-post");
    const message = screen.getByLabelText("Sõnum");
    for (const field of [name, email, message]) expect(field).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "6");
    expect(name).toHaveAttribute("autocomplete", "name");
    expect(email).toHaveAttribute("autocomplete", "email");
    const form = screen.getByRole("form", { name: "Kirjuta meile" });
    expect(form).toHaveAttribute("method", "POST");
    expect(form).toHaveAttribute("action", "/");
    expect(form).toHaveAttribute("name", "contact");
    expect(form).toHaveFormValues({ "form-name": "contact" });
  });

  it("opens with the empty form: every field blank, 'Saada' ready and no thank-you panel @state-empty-form @contact-fields", () => {
    render(<ContactForm />);
    expect(screen.getByLabelText("Nimi")).toHaveValue("");
    expect(screen.getByLabelText("Nimi")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("E-post")).toHaveValue("");
    expect(screen.getByLabelText("Sõnum")).toHaveValue("");
    expect(screen.getByLabelText("Sõnum").tagName).toBe("TEXTAREA");
    expect(screen.getByRole("button", { name: "Saada" })).toBeEnabled();
    expect(screen.queryByRole("heading", { name: "TÄNAME!" })).not.toBeInTheDocument();
  });

  it("opens without taking focus: the visitor starts from the top of the page", () => {
    render(<ContactForm />);
    expect(document.body).toHaveFocus();
  });

  it("while the message is on its way, 'Saada' is disabled and the typed message stays", async () => {
    server.use(...scenarios["contact-pending"]);
    render(<ContactForm />);
    await fillAndSend();
    expect(await screen.findByRole("button", { name: "Saada" })).toBeDisabled();
    expect(screen.getByLabelText("Sõnum")).toHaveValue(visitor.message);
  });

  it("sends exactly form-name, name, email and message, urlencoded, to POST / @contact-post", async () => {
    render(<ContactForm />);
    await fillAndSend();
    await screen.findByRole("heading", { name: "TÄNAME!" });
    expect(receivedSubmissions).toEqual([{ "form-name": "contact", ...visitor }]);
  });

  it("sends to the site root from the contact page's own address, where the form host listens", async () => {
    window.history.pushState({}, "", "/contact");
    try {
      render(<ContactForm />);
      await fillAndSend();
      await screen.findByRole("heading", { name: "TÄNAME!" });
    } finally {
      window.history.pushState({}, "", "/");
    }
    expect(receivedSubmissions).toHaveLength(1);
  });

  it("sends what the fields hold when sent, also values the browser filled in before the page was live @before-live-typing", async () => {
    render(<ContactForm />);
    // Autofill or text typed into the prerendered page: in the fields, with no event React has seen.
    for (const [label, value] of [
      ["Nimi", visitor.name],
      ["E-post", visitor.email],
    ] as const) {
      (screen.getByLabelText(label) as HTMLInputElement).value = value;
    }
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Sõnum"), visitor.message);
    await user.click(screen.getByRole("button", { name: "Saada" }));
    await screen.findByRole("heading", { name: "TÄNAME!" });
    expect(receivedSubmissions).toEqual([{ "form-name": "contact", ...visitor }]);
  });

  it("on success resets the form, shows the thank-you panel with focus on it, and 'SAADA UUS SÕNUM' brings back the empty form @state-thank-you @state-new-message", async () => {
    render(<ContactForm />);
    const user = await fillAndSend();
    const thanks = await screen.findByRole("heading", { name: "TÄNAME!" });
    expect(thanks).toHaveFocus();
    expect(screen.getByText("Saime Teie kirja kätte. Vastame esimesel võimalusel!")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "SAADA UUS SÕNUM" }));
    expect(screen.getByLabelText("Nimi")).toHaveValue("");
    expect(screen.getByLabelText("E-post")).toHaveValue("");
    expect(screen.getByLabelText("Sõnum")).toHaveValue("");
    expect(screen.getByLabelText("Nimi")).toHaveFocus();
  });

  it("sends in the background: the browser's own form post, which would leave the page, does not happen", async () => {
    const nativePost = vi.fn();
    const watchSubmit = (event: Event) => {
      if (!event.defaultPrevented) nativePost();
    };
    window.addEventListener("submit", watchSubmit);
    try {
      render(<ContactForm />);
      await fillAndSend();
      await screen.findByRole("heading", { name: "TÄNAME!" });
    } finally {
      window.removeEventListener("submit", watchSubmit);
    }
    expect(nativePost).not.toHaveBeenCalled();
  });

  it("after 'SAADA UUS SÕNUM', a later send that fails does not pull focus into the name field", async () => {
    render(<ContactForm />);
    const user = await fillAndSend();
    await user.click(await screen.findByRole("button", { name: "SAADA UUS SÕNUM" }));
    const dropConnection = failWhenDropped();
    await fillAndSend(user);
    expect(screen.getByRole("button", { name: "Saada" })).toBeDisabled();
    dropConnection();
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Saada" })).toBeEnabled());
    expect(screen.getByLabelText("Nimi")).not.toHaveFocus();
  });

  /** The send fails once the form shows that it is sending; `loseFocus` does what the browser may do meanwhile. */
  async function failWhileSending(loseFocus: boolean) {
    const dropConnection = failWhenDropped();
    render(<ContactForm />);
    await fillAndSend();
    const send = screen.getByRole("button", { name: "Saada" });
    expect(send).toBeDisabled();
    // A browser moves the focus off a button that became disabled at its next frame, which may come
    // before or after the answer: both orders, brought about here.
    if (loseFocus) send.blur();
    dropConnection();
    await vi.waitFor(() => expect(send).toBeEnabled());
    return send;
  }

  it("after a failed send, the focus is back on 'Saada' whether or not the browser took it away while sending @contact-network-error", async () => {
    expect(await failWhileSending(true)).toHaveFocus();
  });

  it("after a failed send, the focus stays on 'Saada' when the browser had not yet taken it away @contact-network-error", async () => {
    expect(await failWhileSending(false)).toHaveFocus();
  });

  it("counts a server error (500) as a completed response: the thank-you panel shows @contact-any-response", async () => {
    server.use(...scenarios["contact-server-error"]);
    render(<ContactForm />);
    await fillAndSend();
    expect(await screen.findByRole("heading", { name: "TÄNAME!" })).toBeInTheDocument();
  });

  it.each([
    ["never ends", () => new ReadableStream<Uint8Array>({ start() {} })],
    [
      "breaks off after its first bytes",
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("<p>Ait"));
            controller.error(new Error("connection reset"));
          },
        }),
    ],
  ])(
    "thanks the visitor without reading the answer's body: one that %s still counts @contact-body-unread",
    async (_how, body) => {
      // The host's answer as fetch hands it over: headers in, the body still to come.
      const answer = new Response(body(), { status: 200, headers: { "Content-Type": "text/html" } });
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => answer),
      );
      const error = vi.spyOn(console, "error");
      render(<ContactForm />);
      await fillAndSend();
      expect(await screen.findByRole("heading", { name: "TÄNAME!" })).toBeInTheDocument();
      expect(answer.bodyUsed).toBe(false);
      expect(error).not.toHaveBeenCalled();
    },
  );

  it("on a network failure logs 'Form submission error', shows no panel, no message and no dialog, and keeps every typed value @contact-network-error", async () => {
    server.use(...scenarios["contact-network-error"]);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const dialogs = [vi.spyOn(window, "alert"), vi.spyOn(window, "confirm"), vi.spyOn(window, "prompt")];
    const { container } = render(<ContactForm />);
    const before = container.textContent;
    const user = await fillAndSend();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Form submission error", expect.anything()));
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("heading", { name: "TÄNAME!" })).not.toBeInTheDocument();
    for (const role of ["alert", "alertdialog", "dialog", "status"] as const) {
      expect(screen.queryByRole(role), role).not.toBeInTheDocument();
    }
    for (const dialog of dialogs) expect(dialog).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Saada" })).toBeEnabled());
    expect(container.textContent).toBe(before);
    expect(screen.getByLabelText("Nimi")).toHaveValue(visitor.name);
    expect(screen.getByLabelText("E-post")).toHaveValue(visitor.email);
    expect(screen.getByLabelText("Sõnum")).toHaveValue(visitor.message);

    // The visitor can simply try again.
    server.use(...scenarios["contact-success"]);
    await user.click(screen.getByRole("button", { name: "Saada" }));
    expect(await screen.findByRole("heading", { name: "TÄNAME!" })).toBeInTheDocument();
  });

  it("sends one message, not two, when the button is double-clicked", async () => {
    render(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Nimi"), visitor.name);
    await user.type(screen.getByLabelText("E-post"), visitor.email);
    await user.type(screen.getByLabelText("Sõnum"), visitor.message);
    await user.dblClick(screen.getByRole("button", { name: "Saada" }));
    await screen.findByRole("heading", { name: "TÄNAME!" });
    expect(receivedSubmissions).toHaveLength(1);
  });
});
