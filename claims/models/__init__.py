"""The claims app's models, one module per concern.

- `core`: articles, the claims anchored in their text, evidence, the review and
  article-state histories and the status tallies;
- `figures`: tracked figures, their values, suggestions and disagreements, and
  matches between repeated claims;
- `tasks`: background work queued by the admin and commands;
- `comments`: the staff's internal discussion of a claim, with mentions;
- `staff`: a staff member's public display name;
- `corrections`: corrections of published articles' text and what each did
  to the claims anchored in it;
- `history`: the change log of every edit (written by database triggers,
  `claims.history`).

A new concern adds its own module here and imports it below, so that Django
registers its models and `from claims.models import X` keeps working.
"""

from .core import (  # noqa: F401
    ArticleState,
    ArticleQuerySet,
    Article,
    ClaimKind,
    Qualifier,
    Status,
    VERDICT_STATUSES,
    VERDICTS,
    sees_internal,
    ClaimQuerySet,
    Claim,
    Stance,
    Evidence,
    ReviewEntryQuerySet,
    ReviewHistoryImmutable,
    ReviewEntry,
    ArticleStateEntry,
    TallyScope,
    StatusTally,
)
from .figures import (  # noqa: F401
    TrackedFigure,
    FigureValue,
    SuggestionState,
    FigureSuggestion,
    FigureDisagreement,
    ClaimMatch,
)
from .tasks import (  # noqa: F401
    BackgroundTaskKind,
    BackgroundTaskState,
    BackgroundTask,
)
from .comments import (  # noqa: F401
    COMMENT_MAX_LENGTH,
    ClaimComment,
)
from .staff import StaffProfile  # noqa: F401
from .corrections import (  # noqa: F401
    Correction,
    AnchorOutcome,
    FLAGGED_OUTCOMES,
    ClaimReanchor,
)
from .history import (  # noqa: F401
    ChangeAction,
    ChangeLogImmutable,
    ChangeRecordQuerySet,
    ChangeRecord,
)
