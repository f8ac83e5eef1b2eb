/**
 * Every route of the product API the browser calls, in one table (docs/api.md, "Calling the API
 * from the browser"): its path, and as types the query and body its handler parses with zod and
 * what its `lib/` function answers. The types are imported as types only, so no server module
 * comes into the browser's bundle; `routes.test.ts` checks each path against `app/api/`.
 */
import type { itemSuggestions, rejectSuggestionInput } from "@/lib/alternatives/item-suggestions";
import type {
  ownBillingDocuments,
  ownSubmissionBillingDocuments,
  submissionBillingDocuments,
} from "@/lib/billing/read";
import type { attachmentLink } from "@/lib/comments/attachments";
import type { commentInput, commentQuery } from "@/lib/comments/rules";
import type { listComments, postComment } from "@/lib/comments/threads";
import type { acceptInvitation, inviteMember, invitationInput } from "@/lib/companies/invitations";
import type { companyNameInput, createCompany, moveInput, roleInput } from "@/lib/companies/manage";
import type { companyView, myCompanies } from "@/lib/companies/read";
import type { listOrders } from "@/lib/orders/admin-list";
import type { checkoutInput, startCardCheckout } from "@/lib/payments/checkout";
import type { refundInput, refundOrder } from "@/lib/payments/order-refunds";
import type { newProformaInput, proformaActionInput } from "@/lib/proformas/admin";
import type { proformaDraftInput } from "@/lib/proformas/amounts";
import type { getProforma, listProformas, ownProforma, proformaListQuery } from "@/lib/proformas/read";
import type { decideItem, decisionInput } from "@/lib/reports/decisions";
import type { previewReport } from "@/lib/reports/preview";
import type { publishReport } from "@/lib/reports/publish";
import type { getReport, listReportVersions, reportFileLink } from "@/lib/reports/read";
import type { decideReview, reviewDecisionInput, sendForReview } from "@/lib/reports/review";
import type {
  bulkInput,
  bulkUndoInput,
  itemChangeInput,
  itemsQueryInput,
  keepAsBeforeInput,
  mergeInput,
  newItemInput,
  splitInput,
} from "@/lib/research/input";
import type {
  addItem,
  bulkChange,
  getItem,
  keepAsBefore,
  listItems,
  mergeItems,
  splitItem,
  undoBulkChange,
  updateItem,
} from "@/lib/research/research";
import type { rightsContactsInput } from "@/lib/rights-contacts/input";
import type { saveRightsContacts } from "@/lib/rights-contacts/save";
import type { adminScriptLink, scriptLink } from "@/lib/scripts/link";
import type { uploadScript } from "@/lib/scripts/upload";
import type { listSettings, settingsInput } from "@/lib/settings/store";
import type { createShareLinkSchema } from "@/lib/share-links/input";
import type { createShareLink, listShareLinks, revokeShareLink } from "@/lib/share-links/manage";
import type {
  adminStatusChangeInput,
  changeSubmissionStatusByAdmin,
} from "@/lib/submissions/admin-status";
import type { assignmentInput, assignSubmission } from "@/lib/submissions/assignment";
import type { draftChangesSchema } from "@/lib/submissions/details";
import type { startDraft, updateDraft } from "@/lib/submissions/drafts";
import type { getAdminSubmission, getSubmission, listSubmissions } from "@/lib/submissions/read";
import type { applyVoucher, voucherCodeInput } from "@/lib/submissions/voucher";
import type { opinionLink } from "@/lib/title-clearance/opinion";
import type {
  addTitleInput,
  getTitleClearance,
  titleMatchChangeInput,
  titleReportInput,
} from "@/lib/title-clearance/store";
import type { changePasswordInput, deleteAccountInput, userInfo } from "@/lib/users/account";
import type { getBillingDetails } from "@/lib/users/billing";
import type { billingDetailsSchema } from "@/lib/users/billing-details";
import type { getReportName } from "@/lib/users/report-name";
import type { reportNameSchema } from "@/lib/users/report-name-input";
import type {
  createVoucher,
  listRedemptions,
  listVouchers,
  newVoucherInput,
  voucherChangesInput,
} from "@/lib/vouchers/admin";

import { at, type BodyFrom, type QueryFrom, type Resolves } from "./route";

type Id = { id: string };
type ItemIds = { id: string; itemId: string };
type ReportFile = { id: string; version: string; format: string };
type FileLink = { url: string };
/** A comment, as JSON or, with its files, as a form of the same fields. */
type CommentBody = BodyFrom<typeof commentInput> | FormData;

const submission = (id: string) => `/submissions/${id}`;
const adminSubmission = (id: string) => `/admin/submissions/${id}`;
const adminItem = ({ id, itemId }: ItemIds) => `${adminSubmission(id)}/items/${itemId}`;
const titleClearance = (id: string) => `${adminSubmission(id)}/title-clearance`;

const ids = {
  adminSubmission: at(({ id }: Id) => adminSubmission(id)),
  adminItems: at(({ id }: Id) => `${adminSubmission(id)}/items`),
  adminItem: at(adminItem),
  adminComments: at(({ id }: Id) => `${adminSubmission(id)}/comments`),
  adminReport: at(({ id }: Id) => `${adminSubmission(id)}/report`),
  titleClearance: at(({ id }: Id) => titleClearance(id)),
  submission: at(({ id }: Id) => submission(id)),
  comments: at(({ id }: Id) => `${submission(id)}/comments`),
  shareLinks: at(({ id }: Id) => `${submission(id)}/share-links`),
  checkout: at(({ id }: Id) => `${submission(id)}/checkout`),
  proforma: at(({ id }: Id) => `${submission(id)}/proforma`),
  voucher: at(({ id }: Id) => `${submission(id)}/voucher`),
  vouchers: at(() => "/admin/vouchers"),
  adminVoucher: at(({ id }: Id) => `/admin/vouchers/${id}`),
  proformas: at(() => "/admin/proformas"),
  adminProforma: at(({ id }: Id) => `/admin/proformas/${id}`),
  settings: at(() => "/admin/settings"),
  companies: at(() => "/companies"),
  company: at(({ companyId }: { companyId: string }) => `/companies/${companyId}`),
  member: at(
    ({ companyId, userId }: { companyId: string; userId: string }) =>
      `/companies/${companyId}/members/${userId}`,
  ),
  billing: at(() => "/user/billing"),
  user: at(() => "/user"),
  reportName: at(() => "/user/name"),
};

export const routes = {
  admin: {
    orders: {
      list: at(() => "/admin/orders").get<Resolves<typeof listOrders>, URLSearchParams>(),
      export: at(() => "/admin/orders/export").get<Blob, URLSearchParams>(),
      refund: at(({ id }: Id) => `/admin/orders/${id}/refunds`).post<
        BodyFrom<typeof refundInput>,
        Resolves<typeof refundOrder>
      >(),
    },
    payments: {
      export: at(() => "/admin/payments/export").get<Blob, URLSearchParams>(),
    },
    billingDocuments: {
      pdf: at(({ id }: Id) => `/admin/billing-documents/${id}/pdf`).get<Blob>(),
    },
    vouchers: {
      list: ids.vouchers.get<Resolves<typeof listVouchers>>(),
      create: ids.vouchers.post<BodyFrom<typeof newVoucherInput>, Resolves<typeof createVoucher>>(),
      update: ids.adminVoucher.patch<
        BodyFrom<typeof voucherChangesInput>,
        Resolves<typeof createVoucher>
      >(),
      redemptions: at(({ id }: Id) => `/admin/vouchers/${id}/redemptions`).get<
        Resolves<typeof listRedemptions>
      >(),
    },
    proformas: {
      list: ids.proformas.get<
        Resolves<typeof listProformas>,
        QueryFrom<typeof proformaListQuery>
      >(),
      create: ids.proformas.post<BodyFrom<typeof newProformaInput>, Resolves<typeof getProforma>>(),
      get: ids.adminProforma.get<Resolves<typeof getProforma>>(),
      update: ids.adminProforma.patch<
        BodyFrom<typeof proformaDraftInput>,
        Resolves<typeof getProforma>
      >(),
      act: ids.adminProforma.post<BodyFrom<typeof proformaActionInput>, Resolves<typeof getProforma>>(),
      pdf: at(({ id }: Id) => `/admin/proformas/${id}/pdf`).get<Blob>(),
    },
    settings: {
      list: ids.settings.get<Resolves<typeof listSettings>>(),
      update: ids.settings.patch<BodyFrom<typeof settingsInput>, Resolves<typeof listSettings>>(),
    },
    submission: {
      get: ids.adminSubmission.get<Resolves<typeof getAdminSubmission>>(),
      status: at(({ id }: Id) => `${adminSubmission(id)}/status`).post<
        BodyFrom<typeof adminStatusChangeInput>,
        Resolves<typeof changeSubmissionStatusByAdmin>
      >(),
      assignee: at(({ id }: Id) => `${adminSubmission(id)}/assignee`).post<
        BodyFrom<typeof assignmentInput>,
        Resolves<typeof assignSubmission>
      >(),
      ready: at(({ id }: Id) => `${adminSubmission(id)}/ready`).post<
        Record<string, never>,
        Resolves<typeof sendForReview>
      >(),
      review: at(({ id }: Id) => `${adminSubmission(id)}/review`).post<
        BodyFrom<typeof reviewDecisionInput>,
        Resolves<typeof decideReview>
      >(),
      billingDocuments: at(({ id }: Id) => `${adminSubmission(id)}/billing-documents`).get<
        Resolves<typeof submissionBillingDocuments>
      >(),
      scriptLink: at(({ id }: Id) => `${adminSubmission(id)}/script-link`).get<
        Resolves<typeof adminScriptLink>,
        { file?: string }
      >(),
      shareLinks: at(({ id }: Id) => `${adminSubmission(id)}/share-links`).get<
        Resolves<typeof listShareLinks>
      >(),
    },
    items: {
      list: ids.adminItems.get<Resolves<typeof listItems>, QueryFrom<typeof itemsQueryInput>>(),
      add: ids.adminItems.post<BodyFrom<typeof newItemInput>, Resolves<typeof addItem>>(),
      get: ids.adminItem.get<Resolves<typeof getItem>>(),
      update: ids.adminItem.patch<BodyFrom<typeof itemChangeInput>, Resolves<typeof updateItem>>(),
      keepAsBefore: at((p: ItemIds) => `${adminItem(p)}/keep-as-before`).post<
        BodyFrom<typeof keepAsBeforeInput>,
        Resolves<typeof keepAsBefore>
      >(),
      split: at((p: ItemIds) => `${adminItem(p)}/split`).post<
        BodyFrom<typeof splitInput>,
        Resolves<typeof splitItem>
      >(),
      rightsContacts: at((p: ItemIds) => `${adminItem(p)}/rights-contacts`).put<
        BodyFrom<typeof rightsContactsInput>,
        Resolves<typeof saveRightsContacts>
      >(),
      suggestions: at((p: ItemIds) => `${adminItem(p)}/alternatives`).get<
        Resolves<typeof itemSuggestions>
      >(),
      rejectSuggestion: at((p: ItemIds) => `${adminItem(p)}/alternatives`).post<
        BodyFrom<typeof rejectSuggestionInput>,
        Resolves<typeof itemSuggestions>
      >(),
      bulk: at(({ id }: Id) => `${adminSubmission(id)}/items/bulk`).post<
        BodyFrom<typeof bulkInput>,
        Resolves<typeof bulkChange>
      >(),
      undoBulk: at(({ id }: Id) => `${adminSubmission(id)}/items/bulk/undo`).post<
        BodyFrom<typeof bulkUndoInput>,
        Resolves<typeof undoBulkChange>
      >(),
      merge: at(({ id }: Id) => `${adminSubmission(id)}/items/merge`).post<
        BodyFrom<typeof mergeInput>,
        Resolves<typeof mergeItems>
      >(),
    },
    comments: {
      list: ids.adminComments.get<
        Resolves<typeof listComments>,
        QueryFrom<typeof commentQuery>
      >(),
      post: ids.adminComments.post<CommentBody, Resolves<typeof postComment>>(),
      attachment: at(
        ({ id, attachmentId }: { id: string; attachmentId: string }) =>
          `${adminSubmission(id)}/comments/attachments/${attachmentId}`,
      ).get<Resolves<typeof attachmentLink>>(),
    },
    report: {
      get: ids.adminReport.get<Resolves<typeof getReport>>(),
      publish: ids.adminReport.post<Record<string, never>, Resolves<typeof publishReport>>(),
      versions: at(({ id }: Id) => `${adminSubmission(id)}/report/versions`).get<
        Resolves<typeof listReportVersions>
      >(),
      preview: at(({ id }: Id) => `${adminSubmission(id)}/report/preview`).get<
        Resolves<typeof previewReport>
      >(),
      previewPdf: at(({ id }: Id) => `${adminSubmission(id)}/report/preview/pdf`).get<Blob>(),
      file: at(
        ({ id, version, format }: ReportFile) => `${adminSubmission(id)}/report/${version}/${format}`,
      ).get<Resolves<typeof reportFileLink>>(),
    },
    titleClearance: {
      get: ids.titleClearance.get<Resolves<typeof getTitleClearance>>(),
      save: ids.titleClearance.patch<
        BodyFrom<typeof titleReportInput>,
        Resolves<typeof getTitleClearance>
      >(),
      search: at(({ id }: Id) => `${titleClearance(id)}/search`).post<
        Record<string, never>,
        Resolves<typeof getTitleClearance>
      >(),
      addTitle: at(({ id }: Id) => `${titleClearance(id)}/matches`).post<
        BodyFrom<typeof addTitleInput>,
        Resolves<typeof getTitleClearance>
      >(),
      changeMatch: at(
        ({ id, matchId }: { id: string; matchId: string }) =>
          `${titleClearance(id)}/matches/${matchId}`,
      ).patch<BodyFrom<typeof titleMatchChangeInput>, Resolves<typeof getTitleClearance>>(),
      opinion: at(({ id }: Id) => `${titleClearance(id)}/opinion`).get<
        Resolves<typeof opinionLink>
      >(),
      attachOpinion: at(({ id }: Id) => `${titleClearance(id)}/opinion`).post<
        FormData,
        Resolves<typeof getTitleClearance>
      >(),
      removeOpinion: at(({ id }: Id) => `${titleClearance(id)}/opinion`).delete<
        undefined,
        Resolves<typeof getTitleClearance>
      >(),
    },
  },
  submissions: {
    list: at(() => "/submissions").get<Resolves<typeof listSubmissions>, { page?: number }>(),
    start: at(() => "/submissions/new").get<Resolves<typeof startDraft>>(),
    get: ids.submission.get<Resolves<typeof getSubmission>>(),
    update: ids.submission.patch<BodyFrom<typeof draftChangesSchema>, Resolves<typeof updateDraft>>(),
    delete: ids.submission.delete<undefined, null>(),
    uploadScript: at(({ id }: Id) => `${submission(id)}/script`).post<
      FormData,
      Resolves<typeof uploadScript>
    >(),
    scriptLink: at(({ id }: Id) => `${submission(id)}/script-link`).get<
      Resolves<typeof scriptLink>
    >(),
    applyVoucher: ids.voucher.put<BodyFrom<typeof voucherCodeInput>, Resolves<typeof applyVoucher>>(),
    removeVoucher: ids.voucher.delete<undefined, Resolves<typeof applyVoucher>>(),
    checkout: ids.checkout.post<BodyFrom<typeof checkoutInput>, Resolves<typeof startCardCheckout>>(),
    cancelCheckout: ids.checkout.delete<undefined, null>(),
    proforma: ids.proforma.get<Resolves<typeof ownProforma>>(),
    requestProforma: ids.proforma.post<BodyFrom<typeof checkoutInput>, Resolves<typeof ownProforma>>(),
    proformaPdf: at(({ id }: Id) => `${submission(id)}/proforma/pdf`).get<Blob>(),
    billingDocuments: at(({ id }: Id) => `${submission(id)}/billing-documents`).get<
      Resolves<typeof ownSubmissionBillingDocuments>
    >(),
    moveToCompany: at(({ id }: Id) => `${submission(id)}/company`).put<
      BodyFrom<typeof moveInput>,
      unknown
    >(),
    comments: {
      list: ids.comments.get<Resolves<typeof listComments>, QueryFrom<typeof commentQuery>>(),
      post: ids.comments.post<CommentBody, Resolves<typeof postComment>>(),
      attachment: at(
        ({ id, attachmentId }: { id: string; attachmentId: string }) =>
          `${submission(id)}/comments/attachments/${attachmentId}`,
      ).get<Resolves<typeof attachmentLink>>(),
    },
    report: {
      get: at(({ id }: Id) => `${submission(id)}/report`).get<Resolves<typeof getReport>>(),
      versions: at(({ id }: Id) => `${submission(id)}/report/versions`).get<
        Resolves<typeof listReportVersions>
      >(),
      file: at(
        ({ id, version, format }: ReportFile) => `${submission(id)}/report/${version}/${format}`,
      ).get<FileLink>(),
      decide: at(
        ({ id, itemId }: ItemIds) => `${submission(id)}/report/items/${itemId}/decision`,
      ).put<BodyFrom<typeof decisionInput>, Resolves<typeof decideItem>>(),
    },
    shareLinks: {
      list: ids.shareLinks.get<Resolves<typeof listShareLinks>>(),
      create: ids.shareLinks.post<
        BodyFrom<typeof createShareLinkSchema>,
        Resolves<typeof createShareLink>
      >(),
      revoke: at(
        ({ id, linkId }: { id: string; linkId: string }) => `${submission(id)}/share-links/${linkId}`,
      ).delete<undefined, Resolves<typeof revokeShareLink>>(),
    },
  },
  companies: {
    list: ids.companies.get<{ companies: Resolves<typeof myCompanies> }>(),
    create: ids.companies.post<BodyFrom<typeof companyNameInput>, Resolves<typeof createCompany>>(),
    get: ids.company.get<Resolves<typeof companyView>>(),
    changeRole: ids.member.patch<BodyFrom<typeof roleInput>, null>(),
    removeMember: ids.member.delete<undefined, null>(),
    invite: at(({ companyId }: { companyId: string }) => `/companies/${companyId}/invitations`).post<
      BodyFrom<typeof invitationInput>,
      Resolves<typeof inviteMember>
    >(),
    revokeInvitation: at(
      ({ companyId, invitationId }: { companyId: string; invitationId: string }) =>
        `/companies/${companyId}/invitations/${invitationId}`,
    ).delete<undefined, null>(),
    acceptInvitation: at(({ token }: { token: string }) => `/invitations/${token}`).post<
      Record<string, never>,
      Resolves<typeof acceptInvitation>
    >(),
  },
  user: {
    info: at(() => "/user/info").get<Resolves<typeof userInfo>>(),
    billing: ids.billing.get<{ billing: Resolves<typeof getBillingDetails> }>(),
    saveBilling: ids.billing.patch<
      BodyFrom<typeof billingDetailsSchema>,
      { billing: Resolves<typeof getBillingDetails> }
    >(),
    reportName: ids.reportName.get<{ name: Resolves<typeof getReportName> }>(),
    saveReportName: ids.reportName.patch<
      BodyFrom<typeof reportNameSchema>,
      { name: Resolves<typeof getReportName> }
    >(),
    password: at(() => "/user/password").post<BodyFrom<typeof changePasswordInput>, null>(),
    signOutEverywhere: at(() => "/user/sessions").delete<undefined, null>(),
    delete: ids.user.delete<BodyFrom<typeof deleteAccountInput>, null>(),
    billingDocuments: at(() => "/user/billing-documents").get<
      Resolves<typeof ownBillingDocuments>
    >(),
    billingDocumentPdf: at(({ id }: Id) => `/user/billing-documents/${id}/pdf`).get<Blob>(),
  },
} as const;
