import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // The interface merge is how styled-components types `props.theme`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
