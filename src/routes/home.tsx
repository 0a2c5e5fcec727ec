import { AboutTeaser } from "../components/AboutTeaser";
import { BackToTop } from "../components/BackToTop";
import { DownloadSection } from "../components/DownloadSection";
import { Hero } from "../components/Hero";
import { HydrateLater } from "../components/HydrateLater";
import { PackageCard } from "../components/PackageCard";
import { PageSection } from "../components/PageSection";
import { SectionHeading } from "../components/SectionHeading";
import { homePage, packagesSection } from "../content/home";
import { premiumPackage } from "../content/package";
import { site } from "../content/site";
import { pageMeta } from "../lib/meta";
import { PATHS } from "../lib/paths";
import { SECTION_IDS } from "../lib/scroll";

export const meta = () =>
  pageMeta({
    ...homePage,
    path: PATHS.home,
    structuredData: [
      {
        "@type": "MobileApplication",
        name: site.name,
        description: homePage.description,
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
      <HydrateLater>
        <AboutTeaser />
      </HydrateLater>
      <HydrateLater>
        <PageSection id={SECTION_IDS.packages} labelledBy="paketid-pealkiri">
          <div className="mx-auto max-w-2xl text-center">
            <SectionHeading id="paketid-pealkiri">{packagesSection.title}</SectionHeading>
            <p className="mt-4 text-lg text-muted">{packagesSection.intro}</p>
          </div>
          <div className="mt-12">
            <PackageCard />
          </div>
        </PageSection>
      </HydrateLater>
      <HydrateLater>
        <DownloadSection />
        <BackToTop />
      </HydrateLater>
    </>
  );
}
