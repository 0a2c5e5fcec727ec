import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import "./app.css";
import type { Route } from "./+types/root";
import { NotFound } from "./components/NotFound";
import { SiteLayout } from "./components/SiteLayout";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="et">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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
