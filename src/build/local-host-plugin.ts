import type { Plugin } from "vite";
import { handleContactPost, isContactPost } from "../server/inbox.ts";

/** Lets `npm run dev` answer the contact form's native `POST /` like `npm start` does. */
export function localHostPlugin(): Plugin {
  return {
    // Stryker disable next-line StringLiteral: the name shows only in Vite's own messages, never to a visitor
    name: "vormis-local-host",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (isContactPost(request)) {
          void handleContactPost(request, response);
          return;
        }
        next();
      });
    },
  };
}
