import { SiteLayout } from "../components/SiteLayout";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Kontakt",
    description: "Küsimus, ettepanek või koostöösoov? Kirjuta Vormise meeskonnale ja vastame esimesel võimalusel.",
  });

export default function ContactPage() {
  return (
    <SiteLayout>
      <h1>Kirjuta meile</h1>
    </SiteLayout>
  );
}
