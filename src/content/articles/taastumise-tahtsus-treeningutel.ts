import type { ArticleBlock } from "../article-types";

/** The text of "Taastumine on treeningu osa: miks puhkus teeb sind tugevamaks". */
export const body: ArticleBlock[] = [
  {
    kind: "paragraph",
    text: "Paljud treenijad arvavad, et mida rohkem ja raskemalt trenni teha, seda kiiremini tulemused tulevad. Tegelikult toimub areng hoopis pärast treeningut. Trenn on stiimul, mis väsitab keha ja tekitab lihastes pisikahjustusi. Just puhkuse ajal keha taastub, parandab kahjustused ja kohaneb, et järgmisel korral sama koormusega paremini toime tulla.",
  },
  {
    kind: "paragraph",
    text: "Kui taastumine jääb unarusse, võib areng seiskuda ning väsimus ja vigastuste oht kasvada. Vaatame, mis aitab sul hästi taastuda ja miks puhkamine ei ole laiskus, vaid tark treening.",
  },
  {
    kind: "heading",
    text: "Uni on parim taastumisvahend",
  },
  {
    kind: "paragraph",
    text: "Ükski toidulisand ega massaažipüstol ei asenda head und. Une ajal taastub närvisüsteem, keha toodab taastumiseks olulisi hormoone ja aju kinnistab päeva jooksul õpitut, sealhulgas uusi liigutusi. Täiskasvanu vajab enamasti 7–9 tundi und ööpäevas. Kui treenid palju, võid vajada pigem selle vahemiku ülemist otsa.",
  },
  {
    kind: "paragraph",
    text: "Kui magad pidevalt liiga vähe, annab see tunda nii trennis kui ka väljaspool seda. Jõudlus langeb, keskendumine hajub, tuju on kehvem ja isu magusa järele kipub kasvama. Sageli on üks parimaid asju, mida oma arengu heaks teha saad, lihtsalt pool tundi varem magama minna. Kui öösel korralikult magada ei õnnestunud, võib abi olla ka lühikesest, umbes 20-minutilisest lõunauinakust.",
  },
  {
    kind: "subheading",
    text: "Kuidas und parandada",
  },
  {
    kind: "list",
    items: [
      "Mine magama ja ärka võimalikult samal ajal, ka nädalavahetustel.",
      "Hoia magamistuba pime, vaikne ja pigem jahe.",
      "Pane ekraanid vähemalt pool tundi enne magamaminekut käest.",
      "Väldi kofeiini pärastlõunal ja õhtul.",
      "Kui märkad, et hiline intensiivne trenn segab und, vii see võimalusel varasemaks.",
    ],
  },
  {
    kind: "heading",
    text: "Puhkepäevad ei ole laiskus",
  },
  {
    kind: "paragraph",
    text: "Puhkepäev on treeningkava planeeritud osa, mitte märk sellest, et sa ei pinguta piisavalt. Kui treenid mitu päeva järjest sama lihasgruppi suure koormusega, ei jõua keha taastuda ja iga järgmine treening algab väsinuna.",
  },
  {
    kind: "paragraph",
    text: "Kui palju puhkepäevi vajad, sõltub treeningu intensiivsusest, sinu kogemusest ja elu üldisest koormusest. Enamik harrastajaid võidab, kui jätab nädalasse vähemalt ühe-kaks puhkepäeva. Raske jõutreeningu järel vajab sama lihasgrupp enamasti vähemalt 48 tundi, enne kui seda uuesti tugevalt koormata. Seepärast jagavad paljud oma treeningud näiteks üla- ja alakeha päevadeks.",
  },
  {
    kind: "subheading",
    text: "Märgid, et taastumisest jääb puudu",
  },
  {
    kind: "list",
    items: [
      "Väsimus ei kao ka pärast puhkepäeva.",
      "Tulemused seisavad paigal või lähevad halvemaks.",
      "Uni on rahutu, kuigi oled väsinud.",
      "Trenni mõte tekitab vastumeelsust, kuigi tavaliselt naudid seda.",
      "Lihasvalu ei taandu mitme päeva jooksul.",
    ],
  },
  {
    kind: "paragraph",
    text: "Kui märkad mitut neist korraga, anna endale paar kergemat päeva. Kui kaebused ei möödu, räägi sellest arstiga.",
  },
  {
    kind: "highlight",
    title: "Pea meeles",
    text: "Treening annab kehale põhjuse muutuda, taastumine annab selleks võimaluse. Plaani puhkepäevad oma nädalasse sama teadlikult kui treeningud.",
  },
  {
    kind: "heading",
    text: "Aktiivne taastumine",
  },
  {
    kind: "paragraph",
    text: "Puhkepäev ei pea tähendama terve päeva diivanil lebamist. Aktiivne taastumine on kerge liikumine, mis parandab vereringet, võib leevendada lihaskangust ja aitab end värskemana tunda, ilma et keha juurde koormaks.",
  },
  {
    kind: "list",
    items: [
      "Rahulik jalutuskäik looduses 30–60 minutit.",
      "Kerge rattasõit või ujumine.",
      "Jooga või rahulikud venitused.",
      "Liikuvusharjutused ja rullimine massaažirulliga.",
    ],
  },
  {
    kind: "paragraph",
    text: "Peamine reegel on hoida intensiivsus madal. Pead saama liikumise ajal vabalt rääkida. Kui hakkad hingeldama, on see juba treening, mitte taastumine. Aktiivne puhkepäev on ka hea võimalus veeta aega pere või sõpradega õues, nii et taastumine ei tundu kohustusena.",
  },
  {
    kind: "heading",
    text: "Toit, vesi ja vähem stressi",
  },
  {
    kind: "paragraph",
    text: "Keha vajab taastumiseks ehitusmaterjali ja energiat. Piisav valk, süsivesikud ning mitmekesine toit köögi- ja puuviljadega loovad selleks hea aluse. Ära unusta vett, sest juba kerge vedelikupuudus võib muuta enesetunde loiuks.",
  },
  {
    kind: "paragraph",
    text: "Tasub meeles pidada, et taastumist ei mõjuta ainult trenn. Ka pingelised tööpäevad, vähene uni ja kiire elutempo koormavad keha ning võivad taastumist märgatavalt aeglustada. Kui töönädal on olnud eriti raske, on täiesti mõistlik trenni koormust veidi vähendada.",
  },
  {
    kind: "heading",
    text: "Näide taastumisega tasakaalus nädalast",
  },
  {
    kind: "paragraph",
    text: "Taastumist on lihtsam hoida, kui see on kavasse algusest peale sisse kirjutatud. Kolme jõutreeninguga nädal võib välja näha näiteks selline:",
  },
  {
    kind: "list",
    ordered: true,
    items: [
      "Esmaspäev: jõutreening, kogu keha.",
      "Teisipäev: aktiivne taastumine, näiteks jalutuskäik või jooga.",
      "Kolmapäev: jõutreening, kogu keha.",
      "Neljapäev: puhkepäev.",
      "Reede: jõutreening, kogu keha.",
      "Laupäev: mõnus pikem matk, rattasõit või ujumine.",
      "Pühapäev: puhkepäev.",
    ],
  },
  {
    kind: "paragraph",
    text: "Mõne kuu tagant tasub teha ka kergem nädal, kus vähendad teadlikult treeningu mahtu ja raskusi. See annab kehale ja meelele hingetõmbepausi ning pärast seda tunned end sageli värskemana ja tugevamana kui enne.",
  },
  {
    kind: "heading",
    text: "Kuula oma keha",
  },
  {
    kind: "paragraph",
    text: "Taastumine on individuaalne. Kaks inimest võivad teha täpselt sama treeningu ja vajada täiesti erineva pikkusega puhkust. Õpi tundma oma keha signaale ja ära karda kava kohandada. Ühe kergema päevaga ei kao ükski tulemus, kuid pidev ülekoormus võib sind nädalateks rivist välja viia.",
  },
  {
    kind: "paragraph",
    text: "Abi on sellest, kui paned kirja oma une, enesetunde ja treeningud. Vormise analüütikas näed oma treeningkoormust nädalate kaupa ja märkad kergemini, millal on aeg hoogu maha võtta.",
  },
  {
    kind: "highlight",
    title: "Kiire kokkuvõte",
    text: "Maga 7–9 tundi, hoia nädalas vähemalt üks-kaks puhkepäeva, liigu puhkepäevadel kergelt ning söö ja joo piisavalt. Nii saab keha treeningust päriselt kasu.",
  },
];
