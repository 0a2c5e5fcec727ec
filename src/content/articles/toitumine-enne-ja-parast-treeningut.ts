import type { ArticleBlock } from "../article-types";

/** The text of "Mida süüa enne ja pärast treeningut? Lihtne juhend toitumiseks". */
export const body: ArticleBlock[] = [
  {
    kind: "paragraph",
    text: "Treening annab kehale põhjuse muutuda, kuid energia ja ehitusmaterjali saab keha toidust. Kui sööd liiga vähe või vale ajastusega, võib trenn tunduda raske, jõud saab kiiresti otsa ja taastumine venib. Samas ei pea toitumine olema keeruline teadus ega grammi pealt arvestamine.",
  },
  {
    kind: "paragraph",
    text: "Selles artiklis vaatame, mida süüa enne ja pärast treeningut, kui palju valku päevas vajad ja miks ei tasu unustada vett. Need on üldised juhised tervele täiskasvanule. Kui sul on mõni terviseprobleem või erivajadus, pea nõu arsti või toitumisnõustajaga.",
  },
  {
    kind: "heading",
    text: "Enne treeningut: energia ja hea enesetunne",
  },
  {
    kind: "paragraph",
    text: "Treeningueelse söögikorra eesmärk on anda kehale energiat ja hoida nälg eemal nii, et kõht ei tunduks raske. Intensiivse treeningu peamine kütus on süsivesikud, mistõttu võiksid need moodustada eine põhiosa. Lisa juurde veidi valku ning hoia rasva ja kiudainete hulk pigem mõõdukas, sest need seeduvad aeglasemalt ja võivad trennis kõhtu koormata.",
  },
  {
    kind: "subheading",
    text: "Millal süüa?",
  },
  {
    kind: "paragraph",
    text: "Ajastus sõltub sellest, kui suure eine valid. Üldine rusikareegel on selline:",
  },
  {
    kind: "list",
    items: [
      "2–3 tundi enne treeningut: tavaline täisväärtuslik toidukord, näiteks kana riisi ja köögiviljadega või täisterapasta tomatikastmega.",
      "1–2 tundi enne: väiksem eine, näiteks kaerahelbepuder marjadega või jogurt müsliga.",
      "30–60 minutit enne: kerge ja kiiresti seeditav suupiste, näiteks banaan, paar riisigaletti või väike smuuti.",
    ],
  },
  {
    kind: "paragraph",
    text: "Kuula oma keha. Mõni treenib hommikul tühja kõhuga suurepäraselt, teisel hakkab pea ringi käima juba poole tunni pärast. Kui treenid varahommikul ega jõua enne korralikult süüa, piisab sageli ka banaanist või klaasist keefirist. Katseta rahulikult ja vaata, mis sulle sobib. Võistluse või olulise treeningu päeval ära aga uute toitudega katsetama hakka.",
  },
  {
    kind: "heading",
    text: "Pärast treeningut: taastumine algab taldrikult",
  },
  {
    kind: "paragraph",
    text: "Pärast treeningut vajab keha eelkõige kahte asja: valku lihaste taastumiseks ning süsivesikuid, et täiendada lihaste glükogeenivarusid. Eriti oluline on see siis, kui treenid sageli või järgmine trenn on juba samal või järgmisel päeval.",
  },
  {
    kind: "paragraph",
    text: "Kunagi räägiti palju kitsast „anaboolsest aknast”, mille jooksul pidi valgujoogi kindlasti kohe pärast trenni sisse saama. Tänapäeval teame, et see aken on palju laiem. Kui sööd mõne tunni jooksul pärast treeningut korraliku toidukorra, on kõik hästi. Kui aga treenisid tühja kõhuga või eelmisest söögikorrast on möödas palju aega, tasub süüa pigem varem kui hiljem.",
  },
  {
    kind: "subheading",
    text: "Head valikud pärast trenni",
  },
  {
    kind: "list",
    items: [
      "Kanafilee keedukartulite ja suure salatiga.",
      "Kohupiim või kodujuust puuviljade ja kaerahelvestega.",
      "Omlett täisteraleiva ja köögiviljadega.",
      "Lõhe riisi ja aurutatud brokoliga.",
      "Läätse- või kikerhernehautis, kui eelistad taimset toitu.",
    ],
  },
  {
    kind: "heading",
    text: "Kui palju valku sul vaja on?",
  },
  {
    kind: "paragraph",
    text: "Valk on lihaste ehitusmaterjal ja selle piisav kogus on regulaarselt treenivale inimesele tõesti oluline. Spordiorganisatsioonide soovitused aktiivsetele inimestele jäävad enamasti vahemikku 1,6–2,2 g valku kehakaalu kilogrammi kohta päevas. See on tunduvalt rohkem kui vähe liikuva täiskasvanu üldine soovitus.",
  },
  {
    kind: "paragraph",
    text: "Näiteks 70 kg kaaluva inimese jaoks tähendab see umbes 110–155 g valku päevas. Tundub palju, kuid mitme söögikorra peale jagatuna on see täiesti saavutatav. Proovi lisada igale põhitoidukorrale valguallikas, näiteks munad, kala, liha, kohupiim, kreeka jogurt, kaunviljad või tofu. Nii jaotub valk päeva peale ühtlasemalt, mis on lihastele soodsam kui kogu päeva koguse söömine ühe suure õhtusöögiga.",
  },
  {
    kind: "subheading",
    text: "Kas valgupulber on vajalik?",
  },
  {
    kind: "paragraph",
    text: "Ei ole. Valgupulber on lihtsalt mugav toode, mis aitab päeva valgukoguse täis saada, kui tavalisest toidust jääb puudu või kui sul pole pärast trenni kohe võimalust süüa. Kui sööd mitmekesiselt, saad kogu vajaliku valgu kätte ka tavalisest toidust.",
  },
  {
    kind: "highlight",
    title: "Pea meeles",
    text: "Kogu päeva valgukogus on olulisem kui see, kas sööd valku täpselt pool tundi pärast trenni. Aktiivsele inimesele sobib 1,6–2,2 g valku kehakaalu kilogrammi kohta päevas, jaotatuna mitme toidukorra peale.",
  },
  {
    kind: "heading",
    text: "Ära unusta vett",
  },
  {
    kind: "paragraph",
    text: "Juba kerge vedelikupuudus võib mõjutada sooritust, keskendumist ja enesetunnet. Janu on signaal, mida tasub kuulda võtta, kuid parem on juua regulaarselt kogu päeva jooksul, mitte alles siis, kui suu on juba kuiv.",
  },
  {
    kind: "list",
    items: [
      "Joo paar tundi enne treeningut klaas või kaks vett.",
      "Pikemal või intensiivsemal treeningul võta lonks vett iga 15–20 minuti järel.",
      "Pärast treeningut täienda vedelikuvarusid ja jälgi, et uriin oleks hele.",
      "Kui treenid palavas või higistad palju, võib abi olla ka elektrolüütidest.",
    ],
  },
  {
    kind: "paragraph",
    text: "Enamiku alla tunni kestvate treeningute puhul on tavaline vesi täiesti piisav. Spordijoogid on mõeldud pigem pikemateks ja väga intensiivseteks koormusteks, näiteks pikaks jooksuks või rattasõiduks.",
  },
  {
    kind: "heading",
    text: "Järjepidevus loeb rohkem kui täiuslikkus",
  },
  {
    kind: "paragraph",
    text: "Ükski üksik söögikord ei tee ega riku sinu tulemusi. Palju olulisem on see, mida sööd nädalast nädalasse. Kui su igapäevane toit on mitmekesine ning sisaldab piisavalt valku, köögivilju, puuvilju, täisteratooteid ja häid rasvu, oled juba väga heal teel. Ka aeg-ajalt söödud koogitükk või pitsa ei muuda midagi, kui üldpilt on tasakaalus.",
  },
  {
    kind: "paragraph",
    text: "Kui tahad teada, kas saad piisavalt valku ja energiat, aitab mõnda aega oma toitumist jälgida. Vormises saad kaloreid ja toitaineid lihtsalt üles märkida: pildista oma taldrikut ja toidufoto analüüs annab kiire ülevaate, kui palju valku, süsivesikuid ja rasva su eines on.",
  },
];
