import latinFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import "./app.css";
import type { Route } from "./+types/root";
import { site } from "./content/site";

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
  return (
    <html lang="et">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
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

export default function App() {
  return <Outlet />;
}

/** Shown while the SPA fallback (unknown URLs) loads its route. */
export function HydrateFallback() {
  return <SiteLayout>{null}</SiteLayout>;
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
