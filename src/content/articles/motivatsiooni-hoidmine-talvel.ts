import type { ArticleBlock } from "../article-types";

/** The text of "Kuidas hoida trennitahet pimedal Eesti talvel". */
export const body: ArticleBlock[] = [
  {
    kind: "paragraph",
    text: "Eesti talv võib olla kaunis, aga ka pikk ja pime. Detsembri lühimatel päevadel on valget vaevalt 6–7 tundi ning paljud lähevad tööle ja tulevad koju pimedas. Pole ime, et diivan ja soe tekk tunduvad siis palju ahvatlevamad kui õhtune trenn.",
  },
  {
    kind: "paragraph",
    text: "Motivatsiooni langus talvel on täiesti tavaline ega tähenda, et sul oleks nõrk tahtejõud. Pimedus mõjutab und, energiataset ja meeleolu. Hea uudis on see, et just liikumine on üks parimaid viise talvisele loidusele vastu hakata. Vaja on lihtsalt veidi teistsugust lähenemist.",
  },
  {
    kind: "heading",
    text: "Miks on talvel raskem?",
  },
  {
    kind: "paragraph",
    text: "Vähene päevavalgus mõjutab meie sisemist kella. Pimedas toodab keha rohkem unehormooni melatoniini, mistõttu võid end tunda uimasemana ja väsinumana kui suvel. Lisaks teevad külm, libedus ja lörtsine ilm õues liikumise vähem kutsuvaks ning pühadeaeg lööb tavapärase rutiini kergesti sassi.",
  },
  {
    kind: "paragraph",
    text: "Kui mõistad, et energialangus on suuresti seotud valguse ja rutiiniga, on lihtsam olla enda vastu leebe. Ära oota, et motivatsioon iseenesest tagasi tuleks. Loo pigem olukord, kus trenni minek nõuab võimalikult vähe otsustamist. Ja kui meeleolu langus on tugev ning püsib nädalaid, räägi sellest kindlasti ka oma perearstiga.",
  },
  {
    kind: "heading",
    text: "Tee trennist harjumus, mitte iga päeva otsus",
  },
  {
    kind: "paragraph",
    text: "Motivatsioon kõigub, harjumused püsivad. Kui pead iga päev uuesti otsustama, kas täna trenni minna, võidab pime ja külm õhtu üsna tihti. Seepärast tasub treeningud panna kalendrisse samamoodi nagu töökohtumised ja suhtuda neisse sama tõsiselt.",
  },
  {
    kind: "list",
    ordered: true,
    items: [
      "Vali nädalas kindlad päevad ja kellaajad ning pea neist kinni.",
      "Pane trenniriided ja kott õhtul valmis, et hommikul ei peaks midagi otsima.",
      "Seo treening mõne olemasoleva harjumusega, näiteks mine jõusaali otse töölt, enne kui koju diivani lähedusse jõuad.",
      "Alusta väikselt: kolm lühikest treeningut nädalas on parem kui ambitsioonikas plaan, mis jääb kahe nädala pärast pooleli.",
    ],
  },
  {
    kind: "paragraph",
    text: "Kui õhtuti on energia täiesti otsas, proovi treenida hoopis hommikul või lõunapausil. Nii on trenn tehtud enne, kui päeva väsimus jõuab kuhjuda, ja õhtu jääb puhkamiseks vabaks.",
  },
  {
    kind: "highlight",
    title: "Nipp",
    text: "Proovi kümne minuti reeglit: luba endale, et treenid ainult kümme minutit. Enamasti oled selleks ajaks juba hoos ja jätkad meelsasti. Kui ei, lõpeta julgelt, sest ka kümme minutit on palju rohkem kui mitte midagi.",
  },
  {
    kind: "heading",
    text: "Püüa päevavalgust",
  },
  {
    kind: "paragraph",
    text: "Talvel on päevavalgus kullaga kaaluda. Isegi pilvisel päeval on õues valgust palju rohkem kui siseruumides. Püüa leida vähemalt paar korda nädalas aega, et lõunapausil või nädalavahetusel õue minna. Reipas jalutuskäik, suusatamine, uisutamine või matk lumises metsas on suurepärane treening, mis tõstab ka tuju.",
  },
  {
    kind: "paragraph",
    text: "Kui lähed õue pimedas, hoolitse ohutuse eest. Kanna helkurit või helkurvesti, vali valgustatud teed ja libeda ilmaga hea haardega jalanõud. Riietu kihiti: hingav alumine kiht, soojendav vahekiht ja tuult pidav pealmine kiht. Liikudes läheb kiiresti soojaks, nii et alusta pigem kergelt jahedana.",
  },
  {
    kind: "subheading",
    text: "Kui õue minna ei saa",
  },
  {
    kind: "paragraph",
    text: "Tormise ilma jaoks tasub varuks hoida plaan, mis ei nõua kuhugi minemist. Lühike kodutreening kükkide, väljaastete, kätekõverduste ja plangiga võtab vaid 20 minutit ega jää tavalisele trennile tunde poolest alla. Keera ruumis tuled eredaks, pane mängima oma lemmikmuusika ja pimedast õhtust saab hoopis energiline hetk.",
  },
  {
    kind: "heading",
    text: "Leia endale seltskond",
  },
  {
    kind: "paragraph",
    text: "Teistega koos on palju raskem alla anda. Kui oled sõbraga kokku leppinud, et kohtute kell seitse jõusaalis, siis ilmselt ka lähed, sest keegi ootab sind. Rühmatreeningud, jooksuklubid ja trennisõbrad lisavad treeningule sotsiaalse poole, mis muudab selle lõbusamaks ja aitab pimedatel õhtutel end kodust välja vedada.",
  },
  {
    kind: "paragraph",
    text: "Kui sul pole trennikaaslast, võib abi olla ka virtuaalsest kogukonnast. Ühine väljakutse, näiteks liikuda jaanuari jooksul iga päev vähemalt 30 minutit, annab põhjuse end liigutada ka siis, kui õues sajab lörtsi. Teiste edusammude nägemine ja enda omade jagamine annab rohkem indu, kui esmapilgul arvata võiks.",
  },
  {
    kind: "heading",
    text: "Sea talveks paindlikud eesmärgid",
  },
  {
    kind: "paragraph",
    text: "Talv ei pruugi olla parim aeg isiklike rekordite jahtimiseks ja see on täiesti okei. Võid seada eesmärgiks hoida vormi, säilitada treeningurütmi või õppida midagi uut, näiteks joogat, ujumist või murdmaasuusatamist. Uus ala toob vaheldust ja äratab uudishimu, mis on motivatsioonile parim kütus.",
  },
  {
    kind: "paragraph",
    text: "Kui elu läheb kiireks või nohu paneb sind paariks päevaks voodisse, ära karista ennast. Järjepidevus ei tähenda täiuslikkust, vaid seda, et naased plaani juurde nii kiiresti kui võimalik. Üks vahele jäänud treening ei muuda midagi, kuid loobumine muudab.",
  },
  {
    kind: "subheading",
    text: "Tähista väikeseid võite",
  },
  {
    kind: "paragraph",
    text: "Iga treening, mille tegid pimedal ja külmal õhtul, on väike tõestus iseendale, et suudad. Pane need kirja ja vaata aeg-ajalt tagasi. Kui märgid treeningud näiteks Vormise treeningujälgijasse, näed kevadel selgelt, kui palju oled talve jooksul tegelikult ära teinud.",
  },
  {
    kind: "highlight",
    title: "Kiire kokkuvõte",
    text: "Tee trenn harjumuseks, mitte iga päeva otsuseks. Püüa päevavalgust, leia seltskond, sea paindlikud eesmärgid ja ole enda vastu leebe. Kevad tuleb niikuinii, küsimus on vaid selles, millises vormis sa seda tervitad.",
  },
];
