import { Link } from "react-router";
import { type NotFoundKind, notFoundPages } from "../content/not-found";

export function NotFound({ kind }: { kind: NotFoundKind }) {
  const page = notFoundPages[kind];
  return (
    <section className="mx-auto flex max-w-content flex-col items-center px-6 py-24 text-center sm:py-32">
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-leaf sm:text-8xl">
        {page.code}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{page.text}</p>
      <Link
        to={page.back.to}
        className="mt-10 inline-flex min-h-12 items-center rounded-full bg-ink px-7 font-semibold text-paper transition hover:bg-leaf"
      >
        {page.back.label}
      </Link>
    </section>
  );
}
