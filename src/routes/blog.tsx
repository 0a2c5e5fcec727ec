import { SiteLayout } from "../components/SiteLayout";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Blogi",
    description: "Praktilised nõuanded treeningu, toitumise, motivatsiooni ja taastumise kohta Vormise treeneritelt.",
  });

export default function BlogPage() {
  return (
    <SiteLayout>
      <h1>Blogi</h1>
    </SiteLayout>
  );
}
