import { ChangeDetectionStrategy, Component } from '@angular/core';
import { RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';

/** The demo's shell: a skip link, the title, the navigation and the page. */
@Component({
  selector: 'app-root',
  imports: [RouterOutlet, RouterLink, RouterLinkActive],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <a class="skip-link" href="#main">Skip to content</a>
    <header class="site-header">
      <h1>AG-UI citations demo</h1>
      <nav aria-label="Pages">
        <ul>
          <li>
            <a
              routerLink="/"
              routerLinkActive="active"
              ariaCurrentWhenActive="page"
              [routerLinkActiveOptions]="{ exact: true }"
              >Chat</a
            >
          </li>
          <li>
            <a routerLink="/gallery" routerLinkActive="active" ariaCurrentWhenActive="page"
              >Format gallery</a
            >
          </li>
          <li>
            <a routerLink="/components" routerLinkActive="active" ariaCurrentWhenActive="page"
              >Components</a
            >
          </li>
        </ul>
      </nav>
    </header>
    <main id="main" tabindex="-1"><router-outlet /></main>
  `,
})
export class App {}
