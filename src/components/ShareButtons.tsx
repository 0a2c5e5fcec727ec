import { Link2 } from "lucide-react";
import { useState } from "react";
import { siFacebook } from "simple-icons";

export const LINK_COPIED_MESSAGE = "Link kopeeritud";
const COPY_FAILED_MESSAGE = "Linki ei õnnestunud kopeerida. Kopeeri see aadressiribalt.";

export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}

const roundButton =
  "inline-flex size-14 items-center justify-center rounded-full bg-ink text-paper transition hover:bg-leaf";

/** "Jaga seda artiklit": Facebook's share dialog and copying the page address. */
export function ShareButtons() {
  const [announcement, setAnnouncement] = useState("");

  const pageUrl = () => window.location.href;

  async function copyLink() {
    setAnnouncement("");
    try {
      await navigator.clipboard.writeText(pageUrl());
      setAnnouncement(LINK_COPIED_MESSAGE);
    } catch {
      setAnnouncement(COPY_FAILED_MESSAGE);
    }
  }

  return (
    <section aria-labelledby="jaga-pealkiri" className="mt-16 border-t border-line pt-10">
      <h2 id="jaga-pealkiri" className="text-xl font-bold">
        Jaga seda artiklit
      </h2>
      <div className="mt-5 flex items-center gap-4">
        <button
          type="button"
          aria-label="Jaga Facebookis"
          onClick={() => window.open(facebookShareUrl(pageUrl()), "_blank", "noopener,noreferrer")}
          className={roundButton}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-current" focusable="false">
            <path d={siFacebook.path} />
          </svg>
        </button>
        <button type="button" aria-label="Kopeeri link" onClick={copyLink} className={roundButton}>
          <Link2 aria-hidden="true" className="size-6" />
        </button>
        <p role="status" className="font-semibold text-leaf">
          {announcement}
        </p>
      </div>
    </section>
  );
}
