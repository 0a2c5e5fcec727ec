const estonianDate = new Intl.DateTimeFormat("et-EE", { day: "numeric", month: "long", year: "numeric" });

/** "2025-09-16" → "16. september 2025". */
export function formatEstonianDate(isoDate: string): string {
  return estonianDate.format(new Date(`${isoDate}T12:00:00Z`));
}
