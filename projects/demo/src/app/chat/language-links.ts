import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { RouterLink } from '@angular/router';
import { AG_UI_LANGUAGE, AG_UI_LANGUAGES } from 'ngx-ag-ui/chat';

/**
 * Links to the chat in each shipped language: English is the demo's own page (`/`), the others
 * are language routes (`/lang/ar`), each one `provideAgUiLanguage()` call.
 */
@Component({
  selector: 'app-language-links',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <nav aria-label="Language">
      <ul>
        @for (language of languages; track language.lang) {
          <li>
            <a
              [routerLink]="language.lang === 'en' ? '/' : '/lang/' + language.lang"
              [attr.lang]="language.lang"
              [attr.hreflang]="language.lang"
              [attr.aria-current]="language.lang === current ? 'page' : null"
              >{{ language.name }}</a
            >
          </li>
        }
      </ul>
    </nav>
  `,
  styles: `
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 0.75rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    a[aria-current] {
      font-weight: 600;
    }
  `,
})
export class LanguageLinks {
  protected readonly languages = AG_UI_LANGUAGES;
  protected readonly current = inject(AG_UI_LANGUAGE)?.lang ?? 'en';
}
