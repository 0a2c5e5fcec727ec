import { Link2 } from "lucide";
import { useEffect, useState } from "react";
import facebook from "simple-icons/icons/facebook.svg?raw";
import { beforeLiveTap } from "../lib/before-live";
import { absoluteUrl } from "../lib/meta";
import { BrandIcon } from "./BrandIcon";
import { Icon } from "./Icon";

export const LINK_COPIED_MESSAGE = "Link kopeeritud";
const COPY_FAILED_MESSAGE = "Linki ei õnnestunud kopeerida. Kopeeri see aadressiribalt.";

const FACEBOOK_SHARER = "https://www.facebook.com/sharer/sharer.php";

const roundButtonClass =
  "inline-flex size-14 items-center justify-center rounded-full bg-ink text-paper transition hover:bg-leaf";

/** "Jaga seda artiklit": Facebook's share dialog and copying the page address. */
export function ShareButtons({ path }: { path: string }) {
  const [announcement, setAnnouncement] = useState("");
  // The prerendered page knows only its public address; once live, the one in the address bar.
  const [pageUrl, setPageUrl] = useState(() => absoluteUrl(path));
  // Stryker disable next-line ArrayDeclaration: a constant dependency never changes, so the effect still runs once
  useEffect(() => setPageUrl(window.location.href), []);

  async function copyLink() {
    setAnnouncement("");
    try {
      await navigator.clipboard.writeText(window.location.href);
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
        {/* A plain form, so the share dialog opens in a new window even before the page is live. */}
        <form action={FACEBOOK_SHARER} method="get" target="_blank" rel="noopener">
          <input type="hidden" name="u" value={pageUrl} />
          <button type="submit" aria-label="Jaga Facebookis" className={roundButtonClass}>
            <BrandIcon svg={facebook} className="size-6" />
          </button>
        </form>
        {/* Only script can copy; a tap before the page is live is replayed once it is. */}
        <button
          type="button"
          aria-label="Kopeeri link"
          // Stryker disable next-line StringLiteral: the inline script replays a tap on any marked control but a "toggle"
          {...beforeLiveTap("replay")}
          onClick={copyLink}
          className={roundButtonClass}
        >
          <Icon icon={Link2} className="size-6" />
        </button>
        <p role="status" className="font-semibold text-leaf">
          {announcement}
        </p>
      </div>
    </section>
  );
}
