import { SiteLayout } from "../components/SiteLayout";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Treening ja toitumine ühes äpis",
    description:
      "Vormis on isiklik treeningkava, tehisaru menüüplaan ja toetav kogukond sinu telefonis. Premium pakett 19 € kuus.",
  });

export default function HomePage() {
  return (
    <SiteLayout>
      <h1>Treening ja toitumine ühes äpis</h1>
    </SiteLayout>
  );
}
