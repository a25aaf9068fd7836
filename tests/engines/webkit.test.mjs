// The journeys of journeys.mjs in WebKitGTK's MiniBrowser (selenium-webdriver, WebKitWebDriver), one browser for the file.
import { engineSuite } from './journeys.mjs';

engineSuite('webkit');
