import {
  DATA_TYPES_FOR_ADMIN,
  PLAN_NAMES,
  adminChangeResetsSession,
  useAdminActions,
  useAdminCompany,
  useCurrentUser,
  type AdminCompanyDetail,
  type Plan,
} from '@tenderlens/domain';
import { Button, Checkbox, NumberField, Select, Switch, toast } from '@tenderlens/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as pages from '../../../pageParts/layout/Pages.css';
import { LoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import { useResetSession } from '../../../pageParts/session/session';
import { AdminPage } from '../../../pageParts/admin/AdminNav';

const PLAN_OPTIONS = (['FREEMIUM', 'BASIC', 'GROWTH', 'EXPERT', 'GUEST_PASS'] as const).map((id) => ({ id, label: PLAN_NAMES[id] }));

function CompanyForm({ detail, onSaved }: { detail: AdminCompanyDetail; onSaved: () => void }) {
  const { company } = detail;
  const { user } = useCurrentUser();
  const { updateCompany, switchCompany, pending } = useAdminActions();
  const resetSession = useResetSession();
  const navigate = useNavigate();
  const [plan, setPlan] = useState<Plan>(company.payment_type);
  const [extra, setExtra] = useState<string[]>(company.extra_data_types);
  const [seats, setSeats] = useState<number>(company.seats ?? NaN);
  const [allowance, setAllowance] = useState<number>(company.bid_report_allowance ?? NaN);
  const [demo, setDemo] = useState(company.is_demo);
  const save = async () => {
    try {
      await updateCompany(company.id, {
        payment_type: plan,
        extra_data_types: extra as AdminCompanyDetail['company']['extra_data_types'],
        seats: Number.isNaN(seats) ? null : seats,
        bid_report_allowance: Number.isNaN(allowance) ? null : allowance,
        is_demo: demo,
      });
      toast.success(`${company.name} saved`);
      if (user && adminChangeResetsSession({ kind: 'company', companyId: company.id }, user)) resetSession();
      onSaved();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not save the company');
    }
  };
  return (
    <section aria-labelledby="company-settings" className={pages.section}>
      <h2 id="company-settings" className={pages.subheading}>
        Subscription
      </h2>
      <Select label="Plan" items={PLAN_OPTIONS} selectedKey={plan} onSelectionChange={(key) => setPlan(String(key) as Plan)} />
      <fieldset className={pages.controls}>
        <legend>Data types granted on top of the plan</legend>
        {DATA_TYPES_FOR_ADMIN.map((type) => (
          <Checkbox
            key={type}
            isSelected={extra.includes(type)}
            onChange={(on) => setExtra((list) => (on ? [...list, type] : list.filter((t) => t !== type)))}
          >
            {type}
          </Checkbox>
        ))}
      </fieldset>
      <p className={pages.meta}>Active data types: {company.active_data_types.join(', ') || 'none'}</p>
      <div className={pages.controls}>
        <NumberField label="Seats" description="Empty: not limited" minValue={1} value={seats} onChange={setSeats} />
        <NumberField label="Bid report allowance" description="Empty: the plan's allowance" minValue={0} value={allowance} onChange={setAllowance} />
      </div>
      <Switch isSelected={demo} onChange={setDemo}>
        Demo company
      </Switch>
      <div className={pages.controls}>
        <Button variant="primary" onPress={() => void save()} isPending={pending}>
          Save company
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            void switchCompany(company.id).then(() => {
              resetSession();
              navigate(paths.notices);
            })
          }
        >
          Switch to this company
        </Button>
      </div>
    </section>
  );
}

/** /admin/companies/{id}: a company's plan, data types, seats, bid-report allowance, demo flag and users. */
export function AdminCompanyPage() {
  const { id = '' } = useParams();
  const read = useAdminCompany(id);
  return (
    <AdminPage heading={read.data ? read.data.company.name : 'Company'}>
      {read.error ? (
        <LoadError />
      ) : !read.data ? (
        <PageLoading label="Loading company" />
      ) : (
        <>
          <CompanyForm key={JSON.stringify(read.data.company)} detail={read.data} onSaved={read.refetch} />
          <section aria-labelledby="company-users" className={pages.section}>
            <h2 id="company-users" className={pages.subheading}>
              Users
            </h2>
            <ul>
              {read.data.users.map((u) => (
                <li key={u.id}>
                  <Link className={pages.link} to={paths.adminUser(u.id)}>
                    {u.first_name} {u.last_name}
                  </Link>{' '}
                  · {u.email} · {u.team.name}
                  {u.active ? '' : ' · inactive'}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </AdminPage>
  );
}
