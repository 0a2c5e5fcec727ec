/** The app as a drawing: a phone showing today's calorie ring and workout. No external image. */
export function PhonePreview() {
  const ringLength = 2 * Math.PI * 52;
  const eatenShare = 0.68;
  return (
    <div
      role="img"
      aria-label="Vormise äpi eelvaade: tänased kalorid ja pooleli olev jõutreening"
      className="relative mx-auto w-64 rounded-[2.75rem] bg-ink p-3 shadow-card sm:w-72"
    >
      <div className="rounded-[2.25rem] bg-paper px-5 pt-8 pb-6">
        <p className="text-sm font-semibold text-muted">Täna</p>
        <p className="text-xl font-extrabold">Tere, Kadri!</p>
        <div className="relative mx-auto mt-5 size-40">
          <svg aria-hidden="true" viewBox="0 0 120 120" className="size-full -rotate-90">
            <circle cx="60" cy="60" r="52" fill="none" strokeWidth="12" className="stroke-tint" />
            <circle
              cx="60"
              cy="60"
              r="52"
              fill="none"
              strokeWidth="12"
              strokeLinecap="round"
              strokeDasharray={`${ringLength * eatenShare} ${ringLength}`}
              className="stroke-leaf"
            />
          </svg>
          <div className="absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-3xl font-extrabold">1 420</span>
            <span className="text-xs font-semibold text-muted">/ 2 100 kcal</span>
          </div>
        </div>
        <div className="mt-5 grid grid-cols-3 gap-2 text-center text-xs">
          {[
            ["Valk", "96 g"],
            ["Süsik", "150 g"],
            ["Rasv", "48 g"],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-tint px-1 py-2">
              <p className="font-bold">{value}</p>
              <p className="text-muted">{label}</p>
            </div>
          ))}
        </div>
        <div className="mt-4 rounded-2xl bg-ink p-4 text-paper">
          <p className="text-xs font-semibold text-lime">Treening käib</p>
          <p className="mt-1 font-bold">Jõutreening · 3/5 seeriat</p>
          <div className="mt-3 h-2 rounded-full bg-paper/20">
            <div className="h-2 w-3/5 rounded-full bg-lime" />
          </div>
        </div>
      </div>
    </div>
  );
}
