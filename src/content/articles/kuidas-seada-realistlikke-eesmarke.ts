import type { ArticleBlock } from "../article-types";

/** The text of "Kuidas seada realistlikke eesmärke ja neid ka päriselt saavutada". */
export const body: ArticleBlock[] = [
  {
    kind: "paragraph",
    text: "„Sel aastal hakkan lõpuks korralikult trenni tegema.” Kõlab tuttavalt? Paljud alustavad uut aastat või uut eluetappi suure hooga, kuid veebruariks on esialgsest innust vähe järel. Põhjus ei ole tavaliselt laiskus, vaid see, et eesmärk oli liiga ebamäärane, liiga suur või lihtsalt kellegi teise oma.",
  },
  {
    kind: "paragraph",
    text: "Hästi sõnastatud eesmärk on nagu kaart: see näitab, kuhu liigud, ja aitab märgata, kas oled õigel teel. Üks tuntumaid tööriistu eesmärkide seadmiseks on SMART-meetod. Vaatame, mida see tähendab ja kuidas seda oma treeningutes kasutada.",
  },
  {
    kind: "heading",
    text: "Mis on SMART-meetod?",
  },
  {
    kind: "paragraph",
    text: "SMART on ingliskeelne akronüüm, mille iga täht tähistab üht hea eesmärgi omadust. Eesti keeles selgitatakse seda tavaliselt just ingliskeelsete sõnade kaudu:",
  },
  {
    kind: "list",
    items: [
      "S – Specific ehk konkreetne: eesmärk on selgelt sõnastatud ja sa tead täpselt, mida soovid saavutada.",
      "M – Measurable ehk mõõdetav: arengut saab mõõta numbrite või selgete tunnustega.",
      "A – Achievable ehk saavutatav: eesmärk on jõukohane, arvestades sinu praegust taset, aega ja võimalusi.",
      "R – Relevant ehk asjakohane: eesmärk on sinu jaoks päriselt oluline ja sobib su elu laiemate plaanidega.",
      "T – Time-bound ehk ajaliselt piiritletud: eesmärgil on kindel tähtaeg.",
    ],
  },
  {
    kind: "paragraph",
    text: "Meetod ei ole mõeldud ainult spordi jaoks. Seda kasutatakse nii töös kui ka isiklikus elus, kuid treeningueesmärkidega sobib see eriti hästi, sest arengut on seal lihtne mõõta.",
  },
  {
    kind: "heading",
    text: "Iga täht lähemalt",
  },
  {
    kind: "subheading",
    text: "Konkreetne",
  },
  {
    kind: "paragraph",
    text: "„Tahan olla vormis” on soov, mitte eesmärk. Küsi endalt: mida see minu jaoks tähendab? Kas tahad joosta 5 km ilma peatumata, teha kümme korralikku kätekõverdust või jaksata lastega matkal sammu pidada? Mida täpsemalt eesmärgi sõnastad, seda lihtsam on planeerida teed, mis sinna viib.",
  },
  {
    kind: "subheading",
    text: "Mõõdetav",
  },
  {
    kind: "paragraph",
    text: "Kui eesmärki ei saa mõõta, ei tea sa ka seda, kas oled sellele lähemale jõudnud. Mõõdikuks võivad olla kilomeetrid, korduste arv, tõstetud raskus, treeningute arv nädalas või näiteks vööümbermõõt. Kaal ei ole ainus ega sageli ka parim näitaja, sest see kõigub päevast päeva ega näita, kas keha koostis muutub.",
  },
  {
    kind: "subheading",
    text: "Saavutatav",
  },
  {
    kind: "paragraph",
    text: "Eesmärk peaks sind pingutama panema, kuid ei tohiks olla võimatu. Kui sa praegu üldse ei jookse, on maratoni läbimine kuu aja pärast ebarealistlik ja ka ohtlik. Poolmaraton aasta pärast võib aga olla täiesti jõukohane. Arvesta ausalt oma praeguse taseme, töökoormuse, pere ja muude kohustustega.",
  },
  {
    kind: "subheading",
    text: "Asjakohane",
  },
  {
    kind: "paragraph",
    text: "Vali eesmärk, mis on tähtis sulle endale, mitte see, mida teised ootavad või mis parasjagu sotsiaalmeedias moes on. Kui sa jooksmist südamest ei salli, ei pea su eesmärk olema jooksuvõistlus. Kui eesmärgi taga on isiklik põhjus, näiteks parem enesetunne, tugevam selg või rohkem energiat, on sul rasketel hetkedel millestki kinni hoida.",
  },
  {
    kind: "subheading",
    text: "Ajaliselt piiritletud",
  },
  {
    kind: "paragraph",
    text: "Tähtaeg annab eesmärgile rütmi ja teatava pakilisuse. Ilma selleta jääb „kunagi” lihtsalt kaugesse tulevikku. Pikemate eesmärkide puhul sea vahetähtajad, näiteks iga 4–6 nädala tagant, et saaksid oma arengut hinnata ja vajadusel plaani muuta.",
  },
  {
    kind: "heading",
    text: "Näide: ebamäärasest soovist SMART-eesmärgiks",
  },
  {
    kind: "paragraph",
    text: "Vaatame, kuidas üks tavaline soov muutub samm-sammult selgeks eesmärgiks.",
  },
  {
    kind: "list",
    ordered: true,
    items: [
      "Soov: „Tahan rohkem joosta.”",
      "Konkreetsem: „Tahan joosta 5 km ilma kõndimispausideta.”",
      "Mõõdetav ja ajaliselt piiritletud: „Jooksen 1. juuniks 5 km järjest ilma peatumata.”",
      "Saavutatav ja asjakohane: „Praegu suudan joosta 2 km. Treenin kolm korda nädalas ja pikendan distantsi järk-järgult, sest tahan suvel end energilisemana tunda.”",
    ],
  },
  {
    kind: "highlight",
    title: "Nipp",
    text: "Lisa tulemuseesmärgi kõrvale ka tegevuseesmärk. „Jooksen 5 km” on tulemus, „käin kolm korda nädalas jooksmas” on tegevus, mille täitmist saad iga nädal ise kontrollida.",
  },
  {
    kind: "heading",
    text: "Levinud vead, mida vältida",
  },
  {
    kind: "paragraph",
    text: "Isegi SMART-meetodit kasutades on lihtne mõnda lõksu astuda. Need on kõige sagedasemad:",
  },
  {
    kind: "list",
    items: [
      "Liiga palju eesmärke korraga. Kui tahad samal ajal kaalust alla võtta, maratoni joosta ja jõusaalis rekordeid teha, hajub tähelepanu. Vali üks või kaks peamist.",
      "Ainult kaalule keskendumine. Jõud, vastupidavus, uni ja enesetunne näitavad arengut sageli paremini kui kaalunumber.",
      "Liiga kiire tempo. Kui tahad kõike kohe, suureneb vigastuste ja läbipõlemise oht.",
      "Eesmärgi endale hoidmine. Kui räägid sellest sõbrale või pereliikmele, tekib kerge vastutustunne, mis aitab raskel hetkel jätkata.",
    ],
  },
  {
    kind: "heading",
    text: "Kuidas eesmärgi juures püsida",
  },
  {
    kind: "paragraph",
    text: "Ka kõige paremini sõnastatud eesmärk vajab igapäevast tegutsemist. Jaga suur eesmärk väiksemateks etappideks ja keskendu sellele, mida saad teha just sel nädalal. Iga täidetud vahe-eesmärk annab enesekindlust ja motivatsiooni edasi minna.",
  },
  {
    kind: "paragraph",
    text: "Ole valmis plaani kohandama. Haigus, vigastus või kiire tööperiood võivad ajakava segi lüüa ja see ei tähenda läbikukkumist. Nihuta tähtaega, vähenda korraks koormust ja jätka. Realistlik eesmärk on paindlik, mitte jäik.",
  },
  {
    kind: "paragraph",
    text: "Arengut on lihtsam märgata, kui see on kirjas. Vormise analüütika näitab sinu treeningute ja tulemuste muutumist graafikutena, nii et näed selgelt, kui kaugele oled juba jõudnud.",
  },
  {
    kind: "paragraph",
    text: "Alusta täna ühest eesmärgist. Kirjuta see üles, kontrolli SMART-kriteeriumide järgi üle ja vali esimene samm, mille saad astuda juba sel nädalal.",
  },
  {
    kind: "highlight",
    title: "Kiire kokkuvõte",
    text: "Hea eesmärk on konkreetne, mõõdetav, saavutatav, asjakohane ja ajaliselt piiritletud. Alusta ühest eesmärgist, jaga see väikesteks sammudeks, jälgi oma arengut ja kohanda plaani, kui elu seda nõuab.",
  },
];
