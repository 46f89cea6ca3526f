import { type A2uiCatalog, BASIC_CATALOG_ID } from './a2ui-catalog';
import { BASIC_SCHEMAS } from './basic-schemas';
import { A2uiButton } from './basic/a2ui-button';
import { A2uiCard } from './basic/a2ui-card';
import { A2uiCheckBox } from './basic/a2ui-check-box';
import { A2uiChoicePicker } from './basic/a2ui-choice-picker';
import { A2uiDateTimeInput } from './basic/a2ui-date-time-input';
import { A2uiDivider } from './basic/a2ui-divider';
import { A2uiFlex } from './basic/a2ui-flex';
import { A2uiIcon } from './basic/a2ui-icon';
import { A2uiImage } from './basic/a2ui-image';
import { A2uiMedia } from './basic/a2ui-media';
import { A2uiModal } from './basic/a2ui-modal';
import { A2uiSlider } from './basic/a2ui-slider';
import { A2uiTabs } from './basic/a2ui-tabs';
import { A2uiText } from './basic/a2ui-text';
import { A2uiTextField } from './basic/a2ui-text-field';

/**
 * The v0.9 basic catalog as Angular components. Every surface draws with it; `withCatalog()`
 * adds to it or replaces its components by name.
 */
export const BASIC_CATALOG: A2uiCatalog = {
  catalogId: BASIC_CATALOG_ID,
  components: {
    Text: { component: A2uiText, schema: BASIC_SCHEMAS['Text'] },
    Image: { component: A2uiImage, schema: BASIC_SCHEMAS['Image'] },
    Row: { component: A2uiFlex, schema: BASIC_SCHEMAS['Row'] },
    Column: { component: A2uiFlex, schema: BASIC_SCHEMAS['Column'] },
    List: { component: A2uiFlex, schema: BASIC_SCHEMAS['List'] },
    Card: { component: A2uiCard, schema: BASIC_SCHEMAS['Card'] },
    Divider: { component: A2uiDivider, schema: BASIC_SCHEMAS['Divider'] },
    Tabs: { component: A2uiTabs, schema: BASIC_SCHEMAS['Tabs'] },
    Modal: { component: A2uiModal, schema: BASIC_SCHEMAS['Modal'] },
    Button: { component: A2uiButton, schema: BASIC_SCHEMAS['Button'] },
    TextField: { component: A2uiTextField, schema: BASIC_SCHEMAS['TextField'] },
    CheckBox: { component: A2uiCheckBox, schema: BASIC_SCHEMAS['CheckBox'] },
    Slider: { component: A2uiSlider, schema: BASIC_SCHEMAS['Slider'] },
    DateTimeInput: { component: A2uiDateTimeInput, schema: BASIC_SCHEMAS['DateTimeInput'] },
    ChoicePicker: { component: A2uiChoicePicker, schema: BASIC_SCHEMAS['ChoicePicker'] },
    Icon: { component: A2uiIcon, schema: BASIC_SCHEMAS['Icon'] },
    Video: { component: A2uiMedia, schema: BASIC_SCHEMAS['Video'] },
    AudioPlayer: { component: A2uiMedia, schema: BASIC_SCHEMAS['AudioPlayer'] },
  },
};
