import { Send } from "lucide";
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { contactForm } from "../content/contact";
import { CONTACT_ENDPOINT, CONTACT_FORM_NAME, contactFieldsOf, submitContactForm } from "../lib/contact";
import { FormField } from "./FormField";
import { Icon } from "./Icon";
import { ThankYouPanel } from "./ThankYouPanel";

type FormState = "editing" | "sending" | "sent";

export function ContactForm() {
  // Stryker disable next-line StringLiteral: any state but "sent" and "sending" shows the form ready to send, as "editing" does
  const [state, setState] = useState<FormState>("editing");
  const nameRef = useRef<HTMLInputElement>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Where the visitor was when they sent: "Saada" (clicked or pressed) or the field they pressed Enter in.
    const focused = document.activeElement;
    setState("sending");
    // The fields are uncontrolled, so text that arrived before the page went live is sent too.
    if (await submitContactForm(contactFieldsOf(event.currentTarget))) {
      setState("sent"); // the form goes, and comes back empty after "SAADA UUS SÕNUM"
    } else {
      // Stryker disable next-line StringLiteral: any state but "sent" and "sending" shows the form ready to send, as "editing" does
      flushSync(() => setState("editing")); // the typed message stays, ready to send again
      // A disabled button loses the focus to the page, or not yet, as the browser's next frame and the
      // answer fall: either way the visitor is put back where they were, to send again from there.
      if (focused instanceof HTMLElement && document.activeElement !== focused) focused.focus();
    }
  }

  /** The empty form comes back with focus in its first field, where the visitor starts again. */
  function writeAgain() {
    // Stryker disable next-line StringLiteral: any state but "sent" and "sending" shows the form ready to send, as "editing" does
    flushSync(() => setState("editing")); // the form is on the page once this returns
    // Stryker disable next-line OptionalChaining: after flushSync the form is on the page, so the ref is set
    nameRef.current?.focus();
  }

  return (
    <div>
      <h1 id="kontakt-pealkiri" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        {contactForm.heading}
      </h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{contactForm.intro}</p>
      <div className="mt-10">
        {state === "sent" ? (
          <ThankYouPanel onWriteAgain={writeAgain} />
        ) : (
          // Also a plain HTML form: without JavaScript it posts to the form host natively.
          <form
            name={CONTACT_FORM_NAME}
            method="POST"
            action={CONTACT_ENDPOINT}
            data-netlify="true"
            aria-labelledby="kontakt-pealkiri"
            onSubmit={send}
            className="rounded-card border border-line bg-paper p-6 shadow-card sm:p-10"
          >
            <p className="text-muted">{contactForm.allRequired}</p>
            <input type="hidden" name="form-name" value={CONTACT_FORM_NAME} />
            <div className="mt-6 space-y-6">
              <FormField
                label={contactForm.labels.name}
                ref={nameRef}
                name="name"
                type="text"
                autoComplete="name"
                required
              />
              <FormField label={contactForm.labels.email} name="email" type="email" autoComplete="email" required />
              <FormField label={contactForm.labels.message} multiline name="message" rows={6} required />
            </div>
            {/* One message per click, however fast the clicks: a disabled button submits nothing, by click or Enter. */}
            <button
              type="submit"
              disabled={state === "sending"}
              className="mt-8 inline-flex min-h-14 items-center gap-2 rounded-full bg-ink px-8 text-lg font-bold text-paper transition hover:bg-leaf disabled:cursor-wait disabled:bg-muted"
            >
              {contactForm.send}
              <Icon icon={Send} className="size-5" />
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
