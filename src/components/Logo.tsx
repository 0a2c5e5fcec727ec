import { site } from "../content/site";

/** Wordmark plus a simple mark: a ring closing into an upward stroke. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-xl font-extrabold tracking-tight">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" focusable="false">
        <rect width="32" height="32" rx="10" className="fill-ink" />
        <path
          d="M9 17.5 14 22l9-12"
          fill="none"
          className="stroke-lime"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {site.name}
    </span>
  );
}
