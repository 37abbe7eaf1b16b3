import { useEffect, useState } from 'react';
import { Alert, ErrorAlert, InfoNotice } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { BriefcaseIcon, FilterIcon } from '../../components/icons/icons';
import { Skeleton, SkeletonList } from '../../components/skeleton/skeleton';
import { useSnackbar } from '../../components/snackbar/snackbar';
import { FullScreenSpinner, Spinner } from '../../components/spinner/spinner';
import { Demo, Grid, Inline, Section } from '../layout';

/** Alerts, notices, empty states, loading indicators and snackbars. */
export function FeedbackSection() {
  const { showSuccess, showError } = useSnackbar();
  const [isFullScreen, setFullScreen] = useState(false);
  const [isBannerOpen, setBannerOpen] = useState(true);

  useEffect(() => {
    if (!isFullScreen) return undefined;
    const timer = window.setTimeout(() => setFullScreen(false), 1500);
    return () => window.clearTimeout(timer);
  }, [isFullScreen]);

  return (
    <Section
      id="feedback"
      title="Feedback"
      description="Banners, error alerts, notices, empty states, loading indicators and snackbars."
    >
      <Grid $min="340px">
        <Demo title="Sign-in banners">
          {isBannerOpen ? (
            <Alert severity="success" title="Email confirmed" onClose={() => setBannerOpen(false)}>
              You can now login using your email and password.
            </Alert>
          ) : (
            <Button variant="secondary" size="small" onClick={() => setBannerOpen(true)}>
              Show banner again
            </Button>
          )}
          <Alert severity="info" title="Check your email">
            We sent you a link to recover your password.
          </Alert>
          <Alert severity="warning" title="Session expired">
            Please log in again.
          </Alert>
        </Demo>
        <Demo title="Error alert and info notice">
          <ErrorAlert
            title="Failed to load talents"
            message="The server did not answer. Check your connection and try again."
            onRetry={() => showError('Still failing')}
          />
          <InfoNotice>
            Visibility Reminder: Until your company is approved by an admin, your projects will not be visible to other
            companies.
          </InfoNotice>
        </Demo>
        <Demo title="Empty states">
          <EmptyState
            icon={<BriefcaseIcon />}
            title="No positions"
            description="Positions you add to this project appear here."
          />
          <EmptyState
            icon={<FilterIcon />}
            title="No Filters Available"
            action={<Button size="small">Add filter</Button>}
          />
        </Demo>
        <Demo title="Loading">
          <Inline>
            <Spinner />
            <Spinner size={32} />
            <Button variant="secondary" onClick={() => setFullScreen(true)}>
              Show full-screen spinner
            </Button>
          </Inline>
          <Skeleton width="60%" height="20px" />
          <SkeletonList rows={2} />
        </Demo>
        <Demo title="Snackbar">
          <Inline>
            <Button onClick={() => showSuccess('Application submitted successfully!')}>Show success</Button>
            <Button variant="danger" onClick={() => showError('Failed to load positions')}>
              Show error
            </Button>
          </Inline>
        </Demo>
      </Grid>
      {isFullScreen && <FullScreenSpinner label="Loading your workspace" />}
    </Section>
  );
}
