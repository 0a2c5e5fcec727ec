/** Copy for the download band that closes the home and about pages. */
export const downloadSection = {
  title: "Laadi Vormis alla ja alusta juba täna",
  text: "Äpp on saadaval iPhone'ile ja Android-telefonidele. Esimene treening ootab sind vaid mõne minuti kaugusel.",
} as const;
