import { delay, HttpResponse, http } from "msw";
import { CONTACT_ENDPOINT, type ContactFields } from "../src/lib/contact.ts";

export { CONTACT_ENDPOINT };

/**
 * Named network scenarios for the one call the site makes: the contact form's
 * POST to the site root. Vitest (msw/node) and mock mode in the browser
 * (msw/browser) use these same handlers.
 */

/** What the form sends: its fields and the form's name, as the form host reads them. */
export type ContactSubmission = ContactFields & { "form-name": string };

/** Every contact submission the handlers have received, in order. */
export const receivedSubmissions: ContactSubmission[] = [];

async function recordSubmission(request: Request) {
  const fields = new URLSearchParams(await request.text());
  receivedSubmissions.push(Object.fromEntries(fields) as unknown as ContactSubmission);
}

const contactPost = (respond: () => Response | Promise<Response>) =>
  http.post(CONTACT_ENDPOINT, async ({ request }) => {
    if (!request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) {
      return new HttpResponse("Vale sisutüüp", { status: 415 });
    }
    await recordSubmission(request);
    return respond();
  });

export const scenarios = {
  "contact-success": [contactPost(() => new HttpResponse("<p>Aitäh!</p>", { status: 200 }))],
  "contact-server-error": [contactPost(() => new HttpResponse("Serveri viga", { status: 500 }))],
  "contact-network-error": [contactPost(() => HttpResponse.error())],
  // Never answers: the form stays in its sending state (the catalogue shows it).
  "contact-pending": [
    contactPost(async () => {
      await delay("infinite");
      return new HttpResponse(null, { status: 204 });
    }),
  ],
} as const;

export type ScenarioName = keyof typeof scenarios;

export const DEFAULT_SCENARIO: ScenarioName = "contact-success";

export const handlers = [...scenarios[DEFAULT_SCENARIO]];
