import { ContactForm } from "../components/ContactForm";
import { HydrateLater } from "../components/HydrateLater";
import { SocialLinks } from "../components/SocialLinks";
import { contactAside, contactPage } from "../content/contact";
import { pageMeta } from "../lib/meta";
import { PATHS } from "../lib/paths";

export const meta = () =>
  pageMeta({
    ...contactPage,
    path: PATHS.contact,
  });

export default function ContactPage() {
  return (
    <div className="mx-auto grid max-w-content gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1fr_20rem]">
      <ContactForm />
      <HydrateLater>
        <aside aria-labelledby="sotsiaal-pealkiri" className="self-start rounded-card bg-tint p-8 lg:mt-40">
          <h2 id="sotsiaal-pealkiri" className="text-xl font-bold">
            {contactAside.title}
          </h2>
          <p className="mt-3 text-muted">{contactAside.text}</p>
          <div className="mt-6">
            <SocialLinks />
          </div>
        </aside>
      </HydrateLater>
    </div>
  );
}
