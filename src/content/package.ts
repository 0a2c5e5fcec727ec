/** The single subscription the app sells. */
export const premiumPackage = {
  name: "Premium Pakett",
  priceEuros: 19,
  period: "kuus",
  summary: "Kõik funktsioonid ühe kuutasu eest.",
  cta: "Alusta Täna",
  features: [
    "Isiklikud treeningkavad sinu tasemele ja eesmärgile",
    "Tehisaru koostatud menüüplaan",
    "Vestlusabiline, kes vastab küsimustele igal ajal",
    "Kogukond, väljakutsed ja võistlused",
    "Edenemise graafikud, raportid ja eesmärgid",
    "Treeningu jälgimine reaalajas",
    "Kalorite ja toitainete arvestus",
    "Toidu tuvastamine foto järgi",
  ],
} as const;

/** "19 €": Estonian style puts the currency sign after the number. */
export function formatEuros(amount: number): string {
  return `${amount} €`;
}
