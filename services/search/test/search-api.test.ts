import { searchApiSuite } from './api/search-api.suite.js';
import { compatibilityApiSuite } from './api/compatibility-api.suite.js';

// The SQL index on PGlite with in-process events (npm test).
searchApiSuite('SQL index');
compatibilityApiSuite('SQL index');
