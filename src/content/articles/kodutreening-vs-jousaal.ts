import type { ArticleBlock } from "../article-types";

/** The text of "Kodutreening või jõusaal: kumb sobib sulle paremini?". */
export const body: ArticleBlock[] = [
  {
    kind: "paragraph",
    text: "Üks esimesi küsimusi, mis trenniga alustades tekib, on lihtne: kas osta jõusaalipilet või hakata treenima kodus? Mõlemal poolel on kirglikke pooldajaid ja mõlemal on omamoodi õigus. Tegelikult ühte õiget vastust pole, sest parim treeningkoht on see, kus sa päriselt ka regulaarselt treenid.",
  },
  {
    kind: "paragraph",
    text: "Vaatame ausalt üle, mida kumbki variant pakub, kellele see sobib ja kuidas vajadusel mõlemast parim võtta. Nii saad otsuse teha teadlikult, mitte lihtsalt sõbra soovitusel või reklaami mõjul.",
  },
  {
    kind: "heading",
    text: "Kodutreeningu eelised",
  },
  {
    kind: "paragraph",
    text: "Kodus treenimise suurim pluss on mugavus. Pole vaja kotti pakkida, läbi linna sõita ega oodata, kuni masin vabaneb. Kui sul on väikesed lapsed, pikad tööpäevad või lihtsalt vähe vaba aega, võib just see otsustada, kas trenn saab tehtud või mitte.",
  },
  {
    kind: "list",
    items: [
      "Säästad aega, sest sõit jõusaali ja tagasi jääb ära.",
      "Kulud on väikesed: alustada saab ainult kehakaaluga ja hiljem lisada mõne vahendi.",
      "Saad treenida just siis, kui sulle sobib, ka hilja õhtul või varahommikul.",
      "Paljudel on kodus vabam tunne, sest keegi ei vaata pealt.",
    ],
  },
  {
    kind: "paragraph",
    text: "Kehakaaluharjutustest nagu kükid, väljaasted, kätekõverdused, plank ja puusasillad saab kokku panna väga korraliku treeningu. Kui lisad paar kummilinti, reguleeritavad hantlid või sangpommi, laienevad võimalused veelgi. Kõik see mahub ära ka väikeses korteris.",
  },
  {
    kind: "subheading",
    text: "Lihtne kodune algtreening",
  },
  {
    kind: "list",
    ordered: true,
    items: [
      "Soojendus 5–10 minutit: kohapeal marssimine, kätega ringid ja kerged kükid.",
      "Kükid: 3 seeriat, 12–15 kordust.",
      "Kätekõverdused, vajadusel põlvedelt: 3 seeriat, 8–12 kordust.",
      "Väljaasted: 3 seeriat, 10 kordust kummalegi jalale.",
      "Puusasild: 3 seeriat, 15 kordust.",
      "Plank: 3 korda 20–40 sekundit.",
    ],
  },
  {
    kind: "paragraph",
    text: "Tee seda kava kaks-kolm korda nädalas ja lisa kordusi või seeriaid, kui harjutused hakkavad kergeks muutuma.",
  },
  {
    kind: "heading",
    text: "Kodutreeningu väljakutsed",
  },
  {
    kind: "paragraph",
    text: "Kodus on lihtne end kõrvale juhtida. Pesukorv, telefon, pereliikmed ja diivan on kõik käeulatuses. Vajad rohkem enesedistsipliini, sest keegi ei oota sind kindlal kellaajal ja trenni edasilükkamine on liiga lihtne.",
  },
  {
    kind: "paragraph",
    text: "Teine piirang on koormus. Kui jõud kasvab, muutuvad kehakaaluharjutused lõpuks liiga kergeks ja edasi arenemiseks on vaja kas raskemaid vahendeid või nutikamaid harjutuste variatsioone, näiteks ühe jalaga kükki või aeglasemat tempot. Lisaks pole kodus kedagi, kes su tehnikat parandaks, nii et tasub end aeg-ajalt filmida ja harjutuste õiget sooritust hoolega jälgida.",
  },
  {
    kind: "heading",
    text: "Jõusaali eelised",
  },
  {
    kind: "paragraph",
    text: "Jõusaal pakub vahendeid, mida kodus on raske või kallis korraldada: kangid, suured raskused, trossimasinad ja kardioseadmed. Kui su eesmärk on jõudu või lihasmassi märkimisväärselt kasvatada, on jõusaalis progressiivset koormust kõige lihtsam rakendada, sest raskust saab alati väikeste sammudega lisada.",
  },
  {
    kind: "list",
    items: [
      "Lai valik vahendeid ja raskusi igale tasemele.",
      "Võimalus osaleda rühmatreeningutel või võtta personaaltreener.",
      "Keskkond, mis aitab keskenduda, sest sinna lähed ainult treenima.",
      "Sotsiaalne pool: teiste pühendunud treenijate nägemine võib motiveerida.",
    ],
  },
  {
    kind: "paragraph",
    text: "Paljude jaoks on ka jõusaali minek ise osa rituaalist. Kui oled juba kohale jõudnud ja riided vahetanud, on treeninguga alustamine lihtne. Jõusaali valides mõtle ka asukohale: mida lähemal see on kodule või töökohale, seda tõenäolisemalt sinna ka jõuad. Paljud saalid pakuvad proovikorda, mis on hea võimalus enne lepingu sõlmimist õhkkonda tunnetada.",
  },
  {
    kind: "heading",
    text: "Jõusaali miinused",
  },
  {
    kind: "paragraph",
    text: "Jõusaalipilet maksab igakuiselt ja sinna jõudmine võtab aega. Tipptunnil võivad populaarsed vahendid olla hõivatud ja plaan tuleb kohapeal ümber teha. Algajale võib jõusaal tunduda ka hirmutav: võõrad masinad ja kogenud treenijad võivad tekitada tunde, et sa ei kuulu sinna. See tunne möödub tavaliselt kiiresti. Esimestel kordadel võta aega vahenditega tutvumiseks või küsi saali treenerilt juhendamist. Enamik treenijaid on keskendunud iseendale ega pane sind tähelegi.",
  },
  {
    kind: "heading",
    text: "Kuidas valida?",
  },
  {
    kind: "paragraph",
    text: "Mõtle läbi kolm asja: sinu eesmärk, sinu ajakava ja sinu iseloom. Vasta endale ausalt järgmistele küsimustele:",
  },
  {
    kind: "list",
    ordered: true,
    items: [
      "Mis on mu peamine eesmärk: üldine vorm ja tervis või suurem jõud ja lihasmass?",
      "Kui palju aega saan nädalas treeningule pühendada, arvestades ka sõiduaega?",
      "Kas vajan motivatsiooniks teisi inimesi ja kindlat keskkonda?",
      "Kui palju olen valmis igas kuus treenimisele kulutama?",
    ],
  },
  {
    kind: "paragraph",
    text: "Kui põhieesmärk on üldine vorm ja aega on vähe, on kodutreening suurepärane valik. Kui tahad tõsta suuri raskusi või naudid treeningukeskkonda ja teiste seltskonda, tasub kaaluda jõusaali. Kui sa pole kindel, proovi kuu aega üht ja siis kuu aega teist varianti. Sinu enda kogemus ütleb rohkem kui ükski artikkel.",
  },
  {
    kind: "highlight",
    title: "Pea meeles",
    text: "Parim treeningkoht on see, kus sa treenid järjepidevalt. Kolm kodutreeningut nädalas annavad rohkem kui jõusaalipilet, mida kasutad kord kuus.",
  },
  {
    kind: "heading",
    text: "Parim mõlemast maailmast",
  },
  {
    kind: "paragraph",
    text: "Sa ei pea valima ainult ühte. Paljud treenivad näiteks kaks korda nädalas jõusaalis ja teevad lisaks ühe-kaks lühemat kodutreeningut. Kiirel nädalal, reisil olles või halva ilmaga saad treenida kodus ja hoida rütmi ka siis, kui jõusaali minek ei klapi.",
  },
  {
    kind: "paragraph",
    text: "Sõltumata kohast on oluline, et sul oleks plaan. Kui tahad alustada ilma pikalt mõtlemata, aitab Vormise personaalne treeningkava hoida fookust ja näitab, millised harjutused on järgmisena kavas. Peamine on alustada ja jääda järjepidevaks, sest koht on lõpuks vähem tähtis kui harjumus.",
  },
];
