import { SiteLayout } from "../components/SiteLayout";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Meist",
    description:
      "Kes me oleme ja miks tegime Vormise: isiklik lähenemine, tehisaru ja kogukond, mis aitab sul treeningu juurde jääda.",
  });

export default function AboutPage() {
  return (
    <SiteLayout>
      <h1>Meist</h1>
    </SiteLayout>
  );
}
