// GitHub's <tab-container>: the tabs element a site would pick for a menu's sections (it
// registers its tag on import). Size bench peer of sq-menu. It gives the tab keyboard and ARIA;
// prices and their currency are the site's own to write (not counted here).
import '@github/tab-container-element';
