import latinFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import "./app.css";
import type { Route } from "./+types/root";
import { site } from "./content/site";
import { BEFORE_LIVE_SCRIPT, goLive } from "./lib/before-live";

export const links: Route.LinksFunction = () => [
  // The headline font starts loading with the HTML instead of after the CSS.
  { rel: "preload", href: latinFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

import { NotFound } from "./components/NotFound";
import { SiteLayout } from "./components/SiteLayout";

export function Layout({ children }: { children: ReactNode }) {
  // Runs once React has hydrated the page's shell (whatever route or error it shows): from then on React handles every tap.
  useEffect(goLive, []);
  return (
    <html lang="et">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        {/* First in the page, so that no tap is lost before React takes over: see src/lib/before-live.ts. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: BEFORE_LIVE_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Every page shares the skip link, header, main landmark and footer. */
export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/** Last line of defence: a friendly Estonian page, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteLayout>
        <NotFound kind="page" />
      </SiteLayout>
    );
  }
  return (
    <SiteLayout>
      <NotFound kind="error" />
    </SiteLayout>
  );
}
