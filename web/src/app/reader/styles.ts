// The reader stylesheet's build entry (web/vite.config.ts's readerStyles input): Mantine's base and
// the styles of the components reader pages use, the theme's variables, the page-wide styles, then
// every reader component's own CSS (through the modules below). The server links the CSS it
// produces from every reader page (web/build/reader-server.ts); its script is never published.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '../theme-styles.css';
import '../global.css';
import './server/ReaderTree';
import './server/other-pages';
import './reader-routes';
import './islands/registry';
