import { AboutTeaser } from "../components/AboutTeaser";
import { BackToTop } from "../components/BackToTop";
import { DownloadSection } from "../components/DownloadSection";
import { Hero } from "../components/Hero";
import { PackageCard } from "../components/PackageCard";
import { PageSection } from "../components/PageSection";
import { SectionHeading } from "../components/SectionHeading";
import { packagesSection } from "../content/home";
import { premiumPackage } from "../content/package";
import { site } from "../content/site";
import { pageMeta } from "../lib/meta";
import { SECTION_IDS } from "../lib/scroll";

const description =
  "Vormis on isiklik treeningkava, tehisaru menüüplaan ja toetav kogukond sinu telefonis. Premium pakett 19 € kuus.";

export const meta = () =>
  pageMeta({
    title: "Treening ja toitumine ühes äpis",
    description,
    path: "/",
    structuredData: [
      {
        "@type": "MobileApplication",
        name: site.name,
        description,
        operatingSystem: "iOS, Android",
        applicationCategory: "HealthApplication",
        inLanguage: "et",
        offers: {
          "@type": "Offer",
          name: premiumPackage.name,
          price: premiumPackage.priceEuros.toFixed(2),
          priceCurrency: "EUR",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: premiumPackage.priceEuros.toFixed(2),
            priceCurrency: "EUR",
            unitCode: "MON",
            billingDuration: "P1M",
          },
        },
      },
    ],
  });

export default function HomePage() {
  return (
    <>
      <Hero />
      <AboutTeaser />
      <PageSection id={SECTION_IDS.packages} labelledBy="paketid-pealkiri">
        <div className="mx-auto max-w-2xl text-center">
          <SectionHeading id="paketid-pealkiri">{packagesSection.title}</SectionHeading>
          <p className="mt-4 text-lg text-muted">{packagesSection.intro}</p>
        </div>
        <div className="mt-12">
          <PackageCard />
        </div>
      </PageSection>
      <DownloadSection />
      <BackToTop />
    </>
  );
}
