// lite-youtube-embed: the usual facade that loads nothing of the player before a click. Size bench
// peer of sq-video; importing it defines `<lite-youtube>`.
import 'lite-youtube-embed';
