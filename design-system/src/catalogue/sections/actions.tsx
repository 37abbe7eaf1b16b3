import { useState } from 'react';
import { Button, IconButton } from '../../components/button/button';
import { AddIcon, BellIcon, DeleteIcon, EditIcon, RefreshIcon, SearchIcon } from '../../components/icons/icons';
import * as Icons from '../../components/icons/icons';
import { PageHeader } from '../../components/page-header/page-header';
import { Demo, Grid, Inline, Output, Section } from '../layout';

/** Buttons, icon buttons, the icon set and the page header. */
export function ActionsSection() {
  const [lastAction, setLastAction] = useState('none');
  const iconEntries = Object.entries(Icons);
  return (
    <Section
      id="actions"
      title="Buttons and page header"
      description="Buttons and inputs are 48 px high. The page header takes a title, optional primary and secondary buttons and a notification slot."
    >
      <Demo title="Page header">
        <PageHeader
          title="Company Projects"
          subtitle="Projects with open positions shared with partner companies"
          primaryAction={{
            label: 'Add new project',
            icon: <AddIcon size={18} />,
            onClick: () => setLastAction('Add new project'),
          }}
          secondaryAction={{
            label: 'Refresh',
            icon: <RefreshIcon size={18} />,
            onClick: () => setLastAction('Refresh'),
          }}
          notificationSlot={
            <IconButton label="Notifications" onClick={() => setLastAction('Notifications')}>
              <BellIcon />
            </IconButton>
          }
        />
        <Output>Last action: {lastAction}</Output>
      </Demo>
      <Grid>
        <Demo title="Variants">
          <Inline>
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="text">Text</Button>
            <Button variant="danger">Delete</Button>
          </Inline>
        </Demo>
        <Demo title="States">
          <Inline>
            <Button startIcon={<AddIcon size={18} />}>With icon</Button>
            <Button isLoading>Saving</Button>
            <Button disabled>Disabled</Button>
            <Button size="small" variant="secondary">
              Small
            </Button>
          </Inline>
        </Demo>
        <Demo title="Icon buttons">
          <Inline>
            <IconButton label="Edit">
              <EditIcon />
            </IconButton>
            <IconButton label="Delete" variant="danger">
              <DeleteIcon />
            </IconButton>
            <IconButton label="Search" variant="primary">
              <SearchIcon />
            </IconButton>
            <IconButton label="Reactivate" disabled>
              <RefreshIcon />
            </IconButton>
          </Inline>
        </Demo>
      </Grid>
      <Demo title={`Icons (${iconEntries.length})`}>
        <Inline>
          {iconEntries.map(([name, Icon]) => (
            <span key={name} title={name}>
              <Icon size={22} />
            </span>
          ))}
        </Inline>
      </Demo>
    </Section>
  );
}
