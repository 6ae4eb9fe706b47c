"""The newsroom's staff roles and the permissions each one holds.

The groups are created by a data migration and kept in step after every
`migrate` (and every database flush) by a post_migrate handler; both call
`staff_roles_sync`. `claims.workflow` decides who may make which move from
these permissions, so the two stay in one vocabulary.
"""

FACT_CHECKERS = "Fact-checkers"
EDITORS = "Editors"

FACT_CHECKER_PERMISSIONS = [
    ("claims", "view_article"),
    ("claims", "add_claim"),
    ("claims", "change_claim"),
    ("claims", "view_claim"),
    ("claims", "take_into_review"),
    ("claims", "add_evidence"),
    ("claims", "change_evidence"),
    ("claims", "view_evidence"),
    ("claims", "view_reviewentry"),
    ("claims", "view_articlestateentry"),
    ("sources", "add_source"),
    ("sources", "change_source"),
    ("sources", "view_source"),
    ("sources", "add_sourcealias"),
    ("sources", "change_sourcealias"),
    ("sources", "delete_sourcealias"),
    ("sources", "view_sourcealias"),
    # Tracked figures (claims.figure_links): cataloguing, not judging.
    ("claims", "view_trackedfigure"),
    ("claims", "add_trackedfigure"),
    ("claims", "change_trackedfigure"),
    ("claims", "view_figurevalue"),
    ("claims", "add_figurevalue"),
    ("claims", "change_figurevalue"),
    ("claims", "delete_figurevalue"),
    ("claims", "view_figuresuggestion"),
    ("claims", "change_figuresuggestion"),
    ("claims", "view_figuredisagreement"),
    # Repeated claims (claims.matching): linking a repeat to an earlier check.
    ("claims", "view_claimmatch"),
    ("claims", "add_claimmatch"),
    ("claims", "delete_claimmatch"),
    # Internal comments on claims (claims.comments): read and write, never edit.
    ("claims", "view_claimcomment"),
    ("claims", "add_claimcomment"),
]

EDITOR_PERMISSIONS = FACT_CHECKER_PERMISSIONS + [
    ("claims", "add_article"),
    ("claims", "change_article"),
    # Publishing and withdrawing articles (claims.article_state).
    ("claims", "publish_article"),
    # Correcting a published article's text (claims.corrections).
    ("claims", "correct_article"),
    ("claims", "view_correction"),
    ("claims", "view_claimreanchor"),
    ("claims", "change_claimreanchor"),
    ("claims", "delete_claim"),
    ("claims", "delete_evidence"),
    ("claims", "set_verdict"),
    ("claims", "delete_trackedfigure"),
    # Marking a disagreement explained publishes a note to readers.
    ("claims", "change_figuredisagreement"),
]

ROLE_PERMISSIONS = {FACT_CHECKERS: FACT_CHECKER_PERMISSIONS, EDITORS: EDITOR_PERMISSIONS}


def staff_roles_sync(*, apps) -> None:
    """Create the role groups (if missing) and give each exactly its permissions.

    `apps` is the migration state registry in a migration, or the live
    `django.apps.apps` registry after migrate. A migration that runs before a
    model exists cannot grant its permissions yet; the post_migrate sync does,
    so after every `migrate` each role holds exactly its list.
    """
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    for group_name, codenames in ROLE_PERMISSIONS.items():
        group, _ = Group.objects.get_or_create(name=group_name)
        wanted = {(app, codename) for app, codename in codenames}
        existing = Permission.objects.filter(content_type__app_label__in={app for app, _ in wanted}).select_related(
            "content_type"
        )
        group.permissions.set(
            [permission for permission in existing if (permission.content_type.app_label, permission.codename) in wanted]
        )
