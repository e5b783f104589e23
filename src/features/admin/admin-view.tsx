// The admin page (/admin, admin role only); its password gate and panels arrive with the admin release.
import { IconShield } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { PlaceholderPanel } from '../../ui/placeholder-panel';

export function AdminView() {
  return (
    <div data-testid="view-admin">
      <PageHeader
        title="Admin Access"
        description="Manual picks, the default slate date and confidence refreshes, for administrators."
      />
      <PlaceholderPanel
        data-testid="admin-placeholder"
        title="Admin tools"
        release="the admin release"
        icon={<IconShield />}
      >
        The admin password gate, the Manual Pick Form, Date Settings and Refresh Confidence Ratings
        will be here.
      </PlaceholderPanel>
    </div>
  );
}
