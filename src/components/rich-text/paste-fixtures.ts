/**
 * Clipboard HTML as Word (Microsoft 365, Windows) and Google Docs put it on the clipboard, cut
 * down to a few paragraphs but with their real markup: Word's mso- styles, conditional comments,
 * <o:p> and list paragraphs; Google's docs-internal-guid wrapper and styled spans.
 */
export const WORD_FRAGMENT = `<html xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=Generator content="Microsoft Word 15">
<style><!--
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{mso-style-unhide:no;margin:0cm;font-size:11.0pt;font-family:"Calibri",sans-serif;}
-->
</style></head>
<body lang=EN-GB style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<h1><span lang=EN-GB>Winter League<o:p></o:p></span></h1>
<p class=MsoNormal><span lang=EN-GB style='font-size:12.0pt;mso-bidi-font-family:Calibri'>The
league starts in <b>December</b> and runs <i>six</i> rounds. See <a
href="https://pac.example/league">the league page</a>.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
lang=EN-GB style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span
style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-GB>Weston<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
lang=EN-GB style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span
style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-GB style='color:#C00000'>Clay End<o:p></o:p></span></p>
<h2><span lang=EN-GB>On the day<o:p></o:p></span></h2>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span
lang=EN-GB><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-GB>Draw at 8:00<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l1 level2 lfo2'><![if !supportLists]><span
lang=EN-GB><span style='mso-list:Ignore'>a.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-GB>Weston car park<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span
lang=EN-GB><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-GB style='mso-bidi-font-weight:bold'><font color=red>Fish until 14:00</font><o:p></o:p></span></p>
<!--EndFragment-->
</body>
</html>`;

const SPAN =
  'font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;';

export const GOOGLE_DOCS_FRAGMENT =
  `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3c4f8a2e-7fff-1b2c-8a9d-0e5f6a7b8c9d">` +
  `<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;">Spring Newsletter</span></h1>` +
  `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="${SPAN}font-weight:400;font-style:normal;">The work party is on </span>` +
  `<span style="${SPAN}font-weight:700;font-style:normal;">Saturday</span><span style="${SPAN}font-weight:400;font-style:normal;"> </span>` +
  `<span style="${SPAN}font-weight:400;font-style:italic;">at nine</span><span style="${SPAN}font-weight:400;font-style:normal;">. Details on </span>` +
  `<a href="https://pac.example/work" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;">our site</span></a>` +
  `<span style="${SPAN}font-weight:400;">.</span></p><br>` +
  `<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="${SPAN}font-weight:400;">Bring gloves</span></p></li>` +
  `<li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="${SPAN}font-weight:400;">Bring a flask</span></p></li></ul>` +
  `<br><ol style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:decimal;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="${SPAN}font-weight:400;">Meet at the gate</span></p></li></ol>` +
  `</b><br class="Apple-interchange-newline">`;
