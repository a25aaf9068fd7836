// The journeys of journeys.mjs in Firefox ESR (puppeteer-core, WebDriver BiDi), one browser for the file.
import { engineSuite } from './journeys.mjs';

engineSuite('firefox');
