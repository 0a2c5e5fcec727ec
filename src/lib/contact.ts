/** The contact form's one outgoing call: a urlencoded POST to the site root, as the form host expects. */
export const CONTACT_FORM_NAME = "contact";
/** Where the form posts: the site root, where the form host (and `npm start`'s inbox) takes it. */
export const CONTACT_ENDPOINT = "/";

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

/**
 * What the form's fields hold at this moment: typed, pasted or filled in by the
 * browser, before or after the page went live. The DOM is the one source; React
 * never keeps a copy that could fall behind it.
 */
export function contactFieldsOf(form: HTMLFormElement): ContactFields {
  const data = new FormData(form);
  // Stryker disable next-line StringLiteral: the form always has all three fields; `?? ""` only satisfies the type
  const text = (name: keyof ContactFields) => String(data.get(name) ?? "");
  return { name: text("name"), email: text("email"), message: text("message") };
}

export function encodeContactForm(fields: ContactFields): string {
  return new URLSearchParams({ "form-name": CONTACT_FORM_NAME, ...fields }).toString();
}

/**
 * True once the host has answered at all: its body is not read, and any
 * status counts. False only when the request never completed.
 */
export async function submitContactForm(fields: ContactFields): Promise<boolean> {
  try {
    await fetch(CONTACT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: encodeContactForm(fields),
    });
    return true;
  } catch (error) {
    console.error("Form submission error", error);
    return false;
  }
}
