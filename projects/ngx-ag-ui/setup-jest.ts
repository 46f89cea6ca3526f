import { setupZonelessTestEnv } from 'jest-preset-angular/setup-env/zoneless';

import './property-testing/setup-fast-check';

setupZonelessTestEnv();
